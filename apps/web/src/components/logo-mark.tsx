/** The VESTA monogram: a stitched "V" over a wine tile (also drawn in public/icons/logo.svg). */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="vesta-mark-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#a83c5c" />
          <stop offset="1" stopColor="#5f1f35" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="18" fill="url(#vesta-mark-bg)" />
      <path
        d="M17 18 L32 47 L47 18"
        fill="none"
        stroke="#fbf8f5"
        strokeWidth="5.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M24 18 L32 34"
        fill="none"
        stroke="#e6b8c4"
        strokeWidth="2"
        strokeLinecap="round"
        strokeDasharray="2 3"
      />
      <circle cx="47" cy="18" r="3.2" fill="#dfcdb9" />
    </svg>
  );
}

/** Flat illustrations for the three landing category tiles. */

export function WomenArt() {
  return (
    <svg viewBox="0 0 200 200" aria-hidden="true" focusable="false">
      <circle cx="150" cy="52" r="26" fill="#ffffff" opacity="0.35" />
      <path
        d="M100 24 q-8 0 -8 8 v8 h16 v-8 q0 -8 -8 -8 z"
        fill="none"
        stroke="#7a2944"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path
        d="M76 48 Q100 60 124 48 L118 96 Q140 140 156 182 Q100 196 44 182 Q60 140 82 96 Z"
        fill="#7a2944"
      />
      <path d="M82 96 Q100 104 118 96" fill="none" stroke="#f3dde3" strokeWidth="3" />
      <path
        d="M62 150 Q100 162 138 150"
        fill="none"
        stroke="#e6b8c4"
        strokeWidth="2"
        strokeDasharray="3 6"
      />
      <path
        d="M76 48 L66 80 M124 48 L134 80"
        stroke="#a83c5c"
        strokeWidth="7"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function MenArt() {
  return (
    <svg viewBox="0 0 200 200" aria-hidden="true" focusable="false">
      <circle cx="52" cy="50" r="24" fill="#ffffff" opacity="0.3" />
      <path
        d="M100 30 q-8 0 -8 8 v6 h16 v-6 q0 -8 -8 -8 z"
        fill="none"
        stroke="#2e3a4f"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path d="M60 50 L100 44 L140 50 L158 180 L42 180 Z" fill="#2e3a4f" />
      <path d="M88 46 L100 92 L112 46 Z" fill="#f4f1ec" />
      <path d="M97 56 L100 92 L103 56 L100 50 Z" fill="#a83c5c" />
      <path d="M60 50 L88 46 L96 100 L78 84 Z" fill="#3d4b63" />
      <path d="M140 50 L112 46 L104 100 L122 84 Z" fill="#3d4b63" />
      <circle cx="100" cy="124" r="3.5" fill="#c9ab8c" />
      <circle cx="100" cy="146" r="3.5" fill="#c9ab8c" />
      <path d="M118 112 h16" stroke="#c9ab8c" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export function AccessoriesArt() {
  return (
    <svg viewBox="0 0 200 200" aria-hidden="true" focusable="false">
      <circle cx="156" cy="48" r="22" fill="#ffffff" opacity="0.35" />
      <path
        d="M70 86 q0 -34 30 -34 q30 0 30 34"
        fill="none"
        stroke="#80674f"
        strokeWidth="6"
        strokeLinecap="round"
      />
      <rect x="46" y="82" width="108" height="86" rx="18" fill="#9c7e63" />
      <rect x="46" y="82" width="108" height="30" rx="14" fill="#80674f" />
      <rect x="90" y="104" width="20" height="14" rx="4" fill="#dfcdb9" />
      <g transform="translate(112 150) rotate(-12)">
        <circle cx="0" cy="0" r="15" fill="#2e2a2c" />
        <circle cx="38" cy="0" r="15" fill="#2e2a2c" />
        <path d="M15 -2 q4 -5 8 0" fill="none" stroke="#2e2a2c" strokeWidth="3" />
        <circle cx="-4" cy="-5" r="4" fill="#ffffff" opacity="0.35" />
        <circle cx="34" cy="-5" r="4" fill="#ffffff" opacity="0.35" />
      </g>
    </svg>
  );
}

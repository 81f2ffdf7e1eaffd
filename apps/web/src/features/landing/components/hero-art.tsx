/** A flat illustration: a dressmaker's mannequin in a midi dress and an open long blazer. */
export function HeroArt() {
  return (
    <svg viewBox="0 0 400 500" width="100%" height="100%" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-arch" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f3dde3" />
          <stop offset="1" stopColor="#ebdfd2" />
        </linearGradient>
        <linearGradient id="hero-dress" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#a83c5c" />
          <stop offset="1" stopColor="#5f1f35" />
        </linearGradient>
        <linearGradient id="hero-coat" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#dfcdb9" />
          <stop offset="1" stopColor="#c9ab8c" />
        </linearGradient>
      </defs>
      <Backdrop />
      <MannequinStand />
      <MannequinNeck />
      <Dress />
      <OpenBlazer />
    </svg>
  );
}

/** The arch behind the mannequin, two soft circles and two sparkles. */
function Backdrop() {
  return (
    <>
      <path d="M40 500 V200 A160 160 0 0 1 360 200 V500 Z" fill="url(#hero-arch)" />
      <circle cx="322" cy="96" r="34" fill="#e6b8c4" opacity="0.55" />
      <circle cx="70" cy="420" r="22" fill="#dfcdb9" opacity="0.7" />
      <g fill="#a83c5c" opacity="0.5">
        <path d="M92 150 l4 10 l10 4 l-10 4 l-4 10 l-4 -10 l-10 -4 l10 -4 z" />
        <path d="M318 300 l3 7 l7 3 l-7 3 l-3 7 l-3 -7 l-7 -3 l7 -3 z" />
      </g>
    </>
  );
}

function MannequinStand() {
  return (
    <g stroke="#80674f" strokeWidth="5" strokeLinecap="round">
      <line x1="200" y1="392" x2="200" y2="462" />
      <line x1="200" y1="462" x2="160" y2="486" />
      <line x1="200" y1="462" x2="240" y2="486" />
      <line x1="200" y1="462" x2="200" y2="488" />
    </g>
  );
}

/** The neck and its cap. */
function MannequinNeck() {
  return (
    <>
      <rect
        x="186"
        y="84"
        width="28"
        height="44"
        rx="10"
        fill="#f5eee7"
        stroke="#d3bba1"
        strokeWidth="2"
      />
      <ellipse cx="200" cy="84" rx="22" ry="8" fill="#80674f" />
    </>
  );
}

/** The midi dress, its neckline and a stitched line across the skirt. */
function Dress() {
  return (
    <>
      <path
        d="M148 128 Q200 146 252 128 L243 232 Q274 306 298 392 Q200 414 102 392 Q126 306 157 232 Z"
        fill="url(#hero-dress)"
      />
      <path
        d="M172 140 Q200 176 228 140"
        fill="none"
        stroke="#f3dde3"
        strokeWidth="2"
        opacity="0.7"
      />
      <path
        d="M140 330 Q200 346 260 330"
        fill="none"
        stroke="#d990a3"
        strokeWidth="2"
        strokeDasharray="4 7"
        opacity="0.8"
      />
    </>
  );
}

/** The open long blazer (the catalogue's «Пиджак оверсайз»), over the dress. */
function OpenBlazer() {
  return (
    <>
      <path
        d="M148 128 L116 140 Q104 222 100 304 L158 310 Q162 272 172 244 L184 150 Z"
        fill="url(#hero-coat)"
      />
      <path
        d="M252 128 L284 140 Q296 222 300 304 L242 310 Q238 272 228 244 L216 150 Z"
        fill="url(#hero-coat)"
      />
      <path d="M148 128 L184 150 L168 196 Z" fill="#b8977a" />
      <path d="M252 128 L216 150 L232 196 Z" fill="#b8977a" />
      <g fill="#80674f">
        <circle cx="166" cy="262" r="3.5" />
        <circle cx="234" cy="262" r="3.5" />
      </g>
      <path d="M110 268 L136 270" stroke="#b8977a" strokeWidth="2" />
      <path d="M290 268 L264 270" stroke="#b8977a" strokeWidth="2" />
    </>
  );
}

/** A flat illustration: a dressmaker's mannequin in a midi dress and an open trench coat. */
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

      <path d="M40 500 V200 A160 160 0 0 1 360 200 V500 Z" fill="url(#hero-arch)" />
      <circle cx="322" cy="96" r="34" fill="#e6b8c4" opacity="0.55" />
      <circle cx="70" cy="420" r="22" fill="#dfcdb9" opacity="0.7" />
      <g fill="#a83c5c" opacity="0.5">
        <path d="M92 150 l4 10 l10 4 l-10 4 l-4 10 l-4 -10 l-10 -4 l10 -4 z" />
        <path d="M318 300 l3 7 l7 3 l-7 3 l-3 7 l-3 -7 l-7 -3 l7 -3 z" />
      </g>

      {/* stand */}
      <g stroke="#80674f" strokeWidth="5" strokeLinecap="round">
        <line x1="200" y1="392" x2="200" y2="462" />
        <line x1="200" y1="462" x2="160" y2="486" />
        <line x1="200" y1="462" x2="240" y2="486" />
        <line x1="200" y1="462" x2="200" y2="488" />
      </g>

      {/* neck and cap */}
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

      {/* dress */}
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

      {/* open trench coat */}
      <path
        d="M148 128 L116 140 Q100 250 90 404 L150 410 Q156 312 172 244 L184 150 Z"
        fill="url(#hero-coat)"
      />
      <path
        d="M252 128 L284 140 Q300 250 310 404 L250 410 Q244 312 228 244 L216 150 Z"
        fill="url(#hero-coat)"
      />
      <path d="M148 128 L184 150 L168 196 Z" fill="#b8977a" />
      <path d="M252 128 L216 150 L232 196 Z" fill="#b8977a" />
      <rect x="150" y="228" width="100" height="13" rx="4" fill="#9c7e63" />
      <rect
        x="193"
        y="225"
        width="16"
        height="19"
        rx="3"
        fill="none"
        stroke="#f5eee7"
        strokeWidth="2.5"
      />
      <g fill="#80674f">
        <circle cx="165" cy="270" r="3.5" />
        <circle cx="161" cy="300" r="3.5" />
        <circle cx="235" cy="270" r="3.5" />
        <circle cx="239" cy="300" r="3.5" />
      </g>
      <path d="M104 300 L96 404" stroke="#b8977a" strokeWidth="2" />
      <path d="M296 300 L304 404" stroke="#b8977a" strokeWidth="2" />
    </svg>
  );
}

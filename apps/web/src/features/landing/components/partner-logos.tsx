import type { ReactElement } from 'react';

/**
 * Our own text wordmarks for the partner shopping centres (no trademark artwork). Each draws in
 * `currentColor` so the strip can tint them.
 */
type Wordmark = () => ReactElement;

const MegaWordmark: Wordmark = () => (
  <svg viewBox="0 0 170 56" height="44" aria-hidden="true" focusable="false">
    <rect x="2" y="8" width="92" height="40" rx="10" fill="currentColor" />
    <text
      x="48"
      y="37"
      textAnchor="middle"
      fontFamily="Arial, Helvetica, sans-serif"
      fontWeight="900"
      fontSize="24"
      fill="#fbf8f5"
      letterSpacing="2"
    >
      MEGA
    </text>
    <text
      x="102"
      y="26"
      fontFamily="Arial, Helvetica, sans-serif"
      fontWeight="700"
      fontSize="12"
      fill="currentColor"
      letterSpacing="1.5"
    >
      ALMA-
    </text>
    <text
      x="102"
      y="42"
      fontFamily="Arial, Helvetica, sans-serif"
      fontWeight="700"
      fontSize="12"
      fill="currentColor"
      letterSpacing="1.5"
    >
      ATA
    </text>
  </svg>
);

const EsentaiWordmark: Wordmark = () => (
  <svg viewBox="0 0 170 56" height="44" aria-hidden="true" focusable="false">
    <text
      x="85"
      y="30"
      textAnchor="middle"
      fontFamily="Georgia, 'Times New Roman', serif"
      fontSize="26"
      fill="currentColor"
      letterSpacing="5"
    >
      ESENTAI
    </text>
    <line x1="40" y1="39" x2="130" y2="39" stroke="currentColor" strokeWidth="1" />
    <text
      x="85"
      y="52"
      textAnchor="middle"
      fontFamily="Georgia, 'Times New Roman', serif"
      fontSize="10"
      fill="currentColor"
      letterSpacing="6"
    >
      MALL
    </text>
  </svg>
);

const DostykWordmark: Wordmark = () => (
  <svg viewBox="0 0 170 56" height="44" aria-hidden="true" focusable="false">
    <text
      x="4"
      y="34"
      fontFamily="Arial, Helvetica, sans-serif"
      fontWeight="800"
      fontSize="25"
      fill="currentColor"
      letterSpacing="1"
    >
      DOSTYK
    </text>
    <rect
      x="112"
      y="16"
      width="54"
      height="24"
      rx="12"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    />
    <text
      x="139"
      y="33"
      textAnchor="middle"
      fontFamily="Arial, Helvetica, sans-serif"
      fontWeight="700"
      fontSize="11"
      fill="currentColor"
      letterSpacing="1.5"
    >
      PLAZA
    </text>
  </svg>
);

const ForumWordmark: Wordmark = () => (
  <svg viewBox="0 0 170 56" height="44" aria-hidden="true" focusable="false">
    <circle cx="24" cy="28" r="18" fill="none" stroke="currentColor" strokeWidth="3" />
    <path
      d="M16 37 V20 H32 M16 28 H28"
      fill="none"
      stroke="currentColor"
      strokeWidth="3.2"
      strokeLinecap="round"
    />
    <text
      x="50"
      y="30"
      fontFamily="Arial, Helvetica, sans-serif"
      fontWeight="700"
      fontSize="22"
      fill="currentColor"
      letterSpacing="3"
    >
      FORUM
    </text>
    <text
      x="51"
      y="46"
      fontFamily="Arial, Helvetica, sans-serif"
      fontSize="10.5"
      fill="currentColor"
      letterSpacing="5.2"
    >
      ALMATY
    </text>
  </svg>
);

const AportWordmark: Wordmark = () => (
  <svg viewBox="0 0 170 56" height="44" aria-hidden="true" focusable="false">
    <path
      d="M14 40 Q30 6 46 40"
      fill="none"
      stroke="currentColor"
      strokeWidth="3.5"
      strokeLinecap="round"
    />
    <circle cx="30" cy="33" r="3.5" fill="currentColor" />
    <text
      x="56"
      y="35"
      fontFamily="'Trebuchet MS', Verdana, sans-serif"
      fontWeight="700"
      fontSize="26"
      fill="currentColor"
    >
      aport
    </text>
    <text
      x="128"
      y="35"
      fontFamily="'Trebuchet MS', Verdana, sans-serif"
      fontSize="13"
      fill="currentColor"
      letterSpacing="1"
    >
      mall
    </text>
  </svg>
);

export const PARTNERS = [
  { id: 'mega', Wordmark: MegaWordmark },
  { id: 'esentai', Wordmark: EsentaiWordmark },
  { id: 'dostyk', Wordmark: DostykWordmark },
  { id: 'forum', Wordmark: ForumWordmark },
  { id: 'aport', Wordmark: AportWordmark },
] as const;

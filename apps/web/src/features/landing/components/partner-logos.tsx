import type { ReactElement, ReactNode } from 'react';

/**
 * Our own text wordmarks for the partner shopping centres (no trademark artwork). Each draws in
 * `currentColor` so the strip can tint them.
 */
type Wordmark = () => ReactElement;

const SANS = 'Arial, Helvetica, sans-serif';
const SERIF = "Georgia, 'Times New Roman', serif";
const TREBUCHET = "'Trebuchet MS', Verdana, sans-serif";

/** Every wordmark's box, one size in the strip; the strip names the partner beside it. */
function WordmarkFrame({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 170 56" height="44" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/** One word of a wordmark: in `currentColor` unless it stands on a ground of its own (`fill`). */
function Word({
  x,
  y,
  font,
  size,
  weight,
  spacing,
  middle = false,
  fill = 'currentColor',
  children,
}: {
  x: number;
  y: number;
  font: string;
  size: number;
  weight?: number;
  spacing?: number;
  /** `x` is the word's middle, not its start. */
  middle?: boolean;
  fill?: string;
  children: string;
}) {
  return (
    <text
      x={x}
      y={y}
      textAnchor={middle ? 'middle' : undefined}
      fontFamily={font}
      fontWeight={weight}
      fontSize={size}
      fill={fill}
      letterSpacing={spacing}
    >
      {children}
    </text>
  );
}

const MegaWordmark: Wordmark = () => (
  <WordmarkFrame>
    <rect x="2" y="8" width="92" height="40" rx="10" fill="currentColor" />
    <Word x={48} y={37} middle font={SANS} weight={900} size={24} spacing={2} fill="#fbf8f5">
      MEGA
    </Word>
    <Word x={102} y={26} font={SANS} weight={700} size={12} spacing={1.5}>
      ALMA-
    </Word>
    <Word x={102} y={42} font={SANS} weight={700} size={12} spacing={1.5}>
      ATA
    </Word>
  </WordmarkFrame>
);

const EsentaiWordmark: Wordmark = () => (
  <WordmarkFrame>
    <Word x={85} y={30} middle font={SERIF} size={26} spacing={5}>
      ESENTAI
    </Word>
    <line x1="40" y1="39" x2="130" y2="39" stroke="currentColor" strokeWidth="1" />
    <Word x={85} y={52} middle font={SERIF} size={10} spacing={6}>
      MALL
    </Word>
  </WordmarkFrame>
);

const DostykWordmark: Wordmark = () => (
  <WordmarkFrame>
    <Word x={4} y={34} font={SANS} weight={800} size={25} spacing={1}>
      DOSTYK
    </Word>
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
    <Word x={139} y={33} middle font={SANS} weight={700} size={11} spacing={1.5}>
      PLAZA
    </Word>
  </WordmarkFrame>
);

const ForumWordmark: Wordmark = () => (
  <WordmarkFrame>
    <circle cx="24" cy="28" r="18" fill="none" stroke="currentColor" strokeWidth="3" />
    <path
      d="M16 37 V20 H32 M16 28 H28"
      fill="none"
      stroke="currentColor"
      strokeWidth="3.2"
      strokeLinecap="round"
    />
    <Word x={50} y={30} font={SANS} weight={700} size={22} spacing={3}>
      FORUM
    </Word>
    <Word x={51} y={46} font={SANS} size={10.5} spacing={5.2}>
      ALMATY
    </Word>
  </WordmarkFrame>
);

const AportWordmark: Wordmark = () => (
  <WordmarkFrame>
    <path
      d="M14 40 Q30 6 46 40"
      fill="none"
      stroke="currentColor"
      strokeWidth="3.5"
      strokeLinecap="round"
    />
    <circle cx="30" cy="33" r="3.5" fill="currentColor" />
    <Word x={56} y={35} font={TREBUCHET} weight={700} size={26}>
      aport
    </Word>
    <Word x={128} y={35} font={TREBUCHET} size={13} spacing={1}>
      mall
    </Word>
  </WordmarkFrame>
);

export const PARTNERS = [
  { id: 'mega', Wordmark: MegaWordmark },
  { id: 'esentai', Wordmark: EsentaiWordmark },
  { id: 'dostyk', Wordmark: DostykWordmark },
  { id: 'forum', Wordmark: ForumWordmark },
  { id: 'aport', Wordmark: AportWordmark },
] as const;

import {
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import classes from './try-on-result.module.css';

/** Where the border starts: most of the width is the try-on, the original shows at the right. */
export const COMPARE_START = 75;
const STEP = 5;
const PAGE = 20;

const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

/** The border's next place for a key, or null for a key the slider does not take. */
function keyed(key: string, value: number): number | null {
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return value - STEP;
    case 'ArrowRight':
    case 'ArrowUp':
      return value + STEP;
    case 'PageDown':
      return value - PAGE;
    case 'PageUp':
      return value + PAGE;
    case 'Home':
      return 0;
    case 'End':
      return 100;
    default:
      return null;
  }
}

/**
 * The try-on over the original photo, split by a border the shopper drags (or moves with the
 * arrow keys, Page Up/Down, Home and End once it has focus): the try-on on the left of it, the
 * photo it was made from on the right. The box takes the try-on's own proportions, as large as
 * the stage allows (`--stage-height` high at most, the full width at most). `overlay` (the
 * label) lies over the try-on's top left corner.
 */
export function CompareSlider({
  after,
  afterAlt,
  before,
  beforeAlt,
  overlay,
  onAfterError,
}: {
  after: string;
  afterAlt: string;
  before: string;
  beforeAlt: string;
  overlay?: ReactNode;
  onAfterError?: () => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(COMPARE_START);
  const [ratio, setRatio] = useState<number | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);

  const follow = (event: PointerEvent<HTMLDivElement>) => {
    const rect = box.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return;
    setValue(clamp(((event.clientX - rect.left) / rect.width) * 100));
  };

  return (
    <div
      ref={box}
      className={classes.frame}
      style={ratio ? ({ '--ratio': String(ratio) } as CSSProperties) : undefined}
      data-testid="tryon-result-box"
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        dragging.current = true;
        event.currentTarget.setPointerCapture?.(event.pointerId);
        follow(event);
      }}
      onPointerMove={(event) => dragging.current && follow(event)}
      onPointerUp={() => (dragging.current = false)}
      onPointerCancel={() => (dragging.current = false)}
    >
      <img src={before} alt={beforeAlt} className={classes.layer} draggable={false} />
      <img
        src={after}
        alt={afterAlt}
        className={classes.layer}
        style={{ clipPath: `inset(0 ${100 - value}% 0 0)` }}
        draggable={false}
        onLoad={(event) => {
          const { naturalWidth, naturalHeight } = event.currentTarget;
          if (naturalWidth && naturalHeight) setRatio(naturalWidth / naturalHeight);
        }}
        onError={onAfterError}
      />
      <span className={classes.originalTag} aria-hidden>
        {t('outfits.builder.result.original')}
      </span>
      <CompareBorder value={value} onMove={setValue} />
      {overlay}
    </div>
  );
}

/** The border between the two, and its handle: a slider that the keys move once it has focus. */
function CompareBorder({ value, onMove }: { value: number; onMove: (value: number) => void }) {
  const { t } = useTranslation();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = keyed(event.key, value);
    if (next === null) return;
    event.preventDefault();
    onMove(clamp(next));
  };
  return (
    <div className={classes.divider} style={{ left: `${value}%` }}>
      <div
        role="slider"
        tabIndex={0}
        className={classes.handle}
        aria-label={t('outfits.builder.result.compare')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={t('outfits.builder.result.compareValue', { value })}
        aria-orientation="horizontal"
        onKeyDown={onKeyDown}
        data-testid="tryon-compare"
      />
    </div>
  );
}

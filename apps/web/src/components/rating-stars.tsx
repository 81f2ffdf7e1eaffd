import { RATING_MAX } from '@shop/contract';
import type { CSSProperties } from 'react';
import classes from './rating-stars.module.css';

// Mantine's star (Rating's StarIcon), so a shown rating looks like the one a review is given with.
const STAR =
  'M12 17.75l-6.172 3.245l1.179 -6.873l-5 -4.867l6.9 -1l3.086 -6.253l3.086 6.253l6.9 1l-5 4.867l1.179 6.873z';

function Stars({ count }: { count: number }) {
  return (
    <svg viewBox={`0 0 ${count * 24} 24`} xmlns="http://www.w3.org/2000/svg">
      {Array.from({ length: count }, (_, i) => (
        <path key={i} d={STAR} transform={`translate(${i * 24} 0)`} />
      ))}
    </svg>
  );
}

/**
 * A rating shown, not asked for: stars filled to `value` in halves, hidden from screen readers
 * (the caller labels it). Mantine's Rating is an input: on cards it cost twenty radio groups,
 * each taking an id and drawn twice when the app starts.
 */
export function RatingStars({
  value,
  count = RATING_MAX,
  size = 'xs',
}: {
  value: number;
  count?: number;
  size?: 'xs' | 'sm';
}) {
  const filled = Math.round(value * 2) / 2;
  const style = {
    '--rating-stars-count': count,
    '--rating-stars-fill': `${(Math.min(filled, count) / count) * 100}%`,
  } as CSSProperties;
  return (
    <span className={classes.root} data-size={size} style={style} aria-hidden>
      <Stars count={count} />
      <span className={classes.filled}>
        <Stars count={count} />
      </span>
    </span>
  );
}

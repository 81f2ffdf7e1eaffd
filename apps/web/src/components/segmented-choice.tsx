import { useId } from 'react';
import classes from './segmented-choice.module.css';

/**
 * One choice of a few, as radio buttons in a pill: the look of Mantine's SegmentedControl, the
 * chosen one filled in the brand colour, or (`compact`) small and white as in the footers. Without
 * its sliding indicator, which measures the page as soon as it is drawn and re-renders the control
 * twice: these sit above the catalogue and in every guest page's footer, drawn when the app starts.
 */
export function SegmentedChoice<Value extends string>({
  value,
  onChange,
  data,
  label,
  compact = false,
}: {
  value: Value;
  onChange: (value: Value) => void;
  data: { value: Value; label: string }[];
  /** The group's name for screen readers. */
  label: string;
  compact?: boolean;
}) {
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className={classes.root}
      data-compact={compact || undefined}
    >
      {data.map((item) => (
        <label
          key={item.value}
          className={classes.option}
          data-active={item.value === value || undefined}
        >
          <input
            type="radio"
            name={name}
            value={item.value}
            checked={item.value === value}
            onChange={() => onChange(item.value)}
            className={classes.input}
          />
          {item.label}
        </label>
      ))}
    </div>
  );
}

import { useId } from 'react';
import classes from './segmented-choice.module.css';

/**
 * One choice of a few, as radio buttons in a pill (the look of Mantine's SegmentedControl, filled
 * in the brand colour). Without its sliding indicator, which measures the page as soon as it is
 * drawn and re-renders the control twice: this sits above the catalogue, in the first task of
 * every catalogue page.
 */
export function SegmentedChoice<Value extends string>({
  value,
  onChange,
  data,
  label,
}: {
  value: Value;
  onChange: (value: Value) => void;
  data: { value: Value; label: string }[];
  /** The group's name for screen readers. */
  label: string;
}) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={classes.root}>
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

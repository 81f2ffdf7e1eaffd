import { Radio, Stack } from '@mantine/core';
import { FilterSection, withCount } from './filter-section';

interface FacetRadiosProps<Value extends string> {
  title: string;
  /** The first choice, which clears this filter. */
  allLabel: string;
  values: readonly Value[];
  selected: Value | undefined;
  labelOf: (value: Value) => string;
  countOf: (value: Value) => number | undefined;
  onChange: (value: Value | undefined) => void;
}

/** A one-of filter (category, «Для кого»): «all» first, then each value with its count. */
export function FacetRadios<Value extends string>({
  title,
  allLabel,
  values,
  selected,
  labelOf,
  countOf,
  onChange,
}: FacetRadiosProps<Value>) {
  return (
    <FilterSection title={title}>
      <Radio.Group
        value={selected ?? ''}
        onChange={(value) =>
          onChange((values as readonly string[]).includes(value) ? (value as Value) : undefined)
        }
        aria-label={title}
      >
        <Stack gap={8}>
          <Radio value="" label={allLabel} />
          {values.map((value) => (
            <Radio key={value} value={value} label={withCount(labelOf(value), countOf(value))} />
          ))}
        </Stack>
      </Radio.Group>
    </FilterSection>
  );
}

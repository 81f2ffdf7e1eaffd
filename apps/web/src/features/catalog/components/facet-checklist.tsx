import { Checkbox, SimpleGrid, UnstyledButton } from '@mantine/core';
import type { FacetValue } from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { colorSwatch } from '../colors';
import classes from './filter-drawer.module.css';
import { FilterSection } from './filter-section';
import { shownColor } from '@/lib/value-words';

/** How many brands or colours show before 'Показать все'. */
const COLLAPSED_COUNT = 8;

type ListKey = 'brand' | 'size' | 'color';

/** The facet values plus any selected value the counts no longer list (count 0). */
export function mergeSelected(values: FacetValue[] | undefined, selected: string[]): FacetValue[] {
  const list = [...(values ?? [])];
  for (const value of selected) {
    if (!list.some((entry) => entry.value === value)) list.push({ value, count: 0 });
  }
  return list;
}

/** A many-of filter (brand, colour) with counts; a long list folds to its first values. */
export function FacetChecklist({
  title,
  values,
  selected,
  onChange,
  columns = 1,
  collapsedCount = COLLAPSED_COUNT,
  listKey,
}: {
  title: string;
  values: FacetValue[];
  selected: string[];
  onChange: (next: string[]) => void;
  columns?: number;
  collapsedCount?: number;
  listKey?: ListKey;
}) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  if (values.length === 0) return null;
  const collapsible = values.length > collapsedCount + 2;
  const shown =
    collapsible && !expanded
      ? // Keep the selected ones visible when collapsed.
        values.filter((entry, index) => index < collapsedCount || selected.includes(entry.value))
      : values;

  return (
    <FilterSection title={title}>
      <Checkbox.Group value={selected} onChange={onChange}>
        <SimpleGrid cols={columns} spacing="xs" verticalSpacing={8}>
          {shown.map((entry) => {
            const swatch = listKey === 'color' ? colorSwatch(entry.value) : undefined;
            return (
              <Checkbox
                key={entry.value}
                value={entry.value}
                label={
                  <span className={classes.label}>
                    {swatch && (
                      <span className={classes.swatch} style={{ background: swatch }} aria-hidden />
                    )}
                    <span>{listKey === 'color' ? shownColor(entry.value) : entry.value}</span>{' '}
                    <span className={classes.count}>({entry.count})</span>
                  </span>
                }
                disabled={entry.count === 0 && !selected.includes(entry.value)}
              />
            );
          })}
        </SimpleGrid>
      </Checkbox.Group>
      {collapsible && (
        <UnstyledButton className={classes.more} onClick={() => setExpanded((v) => !v)}>
          {expanded
            ? t('catalog.filters.showLess')
            : t('catalog.filters.showAll', { count: values.length })}
        </UnstyledButton>
      )}
    </FilterSection>
  );
}

import { Checkbox, SimpleGrid, Stack, Text } from '@mantine/core';
import { SIZE_GROUPS, type SizeFacetValue } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { sizeLabel } from '@/lib/size-label';
import { compareSizes } from '../colors';
import classes from './filter-drawer.module.css';
import { FilterSection, withCount } from './filter-section';

/**
 * 'Размер', one list per size system (letters, clothing and jeans, shoes, one size, volume): a
 * shoe 40 and a jacket 40 are different sizes. A selected size the counts no longer list stays.
 */
export function SizeGroups({
  sizes,
  selected,
  onChange,
}: {
  sizes: SizeFacetValue[] | undefined;
  selected: string[];
  onChange: (next: string[]) => void;
}) {
  const { t } = useTranslation();
  const all = [...(sizes ?? [])];
  for (const value of selected) {
    if (all.some((entry) => entry.value === value)) continue;
    const [group, ...rest] = value.split(':');
    const known = (SIZE_GROUPS as readonly string[]).includes(group ?? '') && rest.length > 0;
    all.push({
      value,
      size: known ? rest.join(':') : value,
      group: known ? (group as SizeFacetValue['group']) : 'other',
      count: 0,
    });
  }
  if (all.length === 0) return null;
  const groups = SIZE_GROUPS.map((group) => ({
    group,
    values: all
      .filter((entry) => entry.group === group)
      .sort((a, b) => compareSizes(a.size, b.size)),
  })).filter((entry) => entry.values.length > 0);

  return (
    <FilterSection title={t('catalog.filters.size')}>
      <Checkbox.Group value={selected} onChange={onChange}>
        <Stack gap="sm">
          {groups.map(({ group, values }) => (
            <div key={group} role="group" aria-label={t(`catalog.sizeGroups.${group}`)}>
              {groups.length > 1 && (
                <Text component="div" className={classes.groupTitle}>
                  {t(`catalog.sizeGroups.${group}`)}
                </Text>
              )}
              <SimpleGrid
                cols={group === 'one' || group === 'other' ? 2 : group === 'volume' ? 3 : 4}
                spacing="xs"
                verticalSpacing={8}
              >
                {values.map((entry) => (
                  <Checkbox
                    key={entry.value}
                    value={entry.value}
                    label={withCount(sizeLabel(entry.size, t), entry.count)}
                    disabled={entry.count === 0 && !selected.includes(entry.value)}
                  />
                ))}
              </SimpleGrid>
            </div>
          ))}
        </Stack>
      </Checkbox.Group>
    </FilterSection>
  );
}

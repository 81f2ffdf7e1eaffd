import { Button, Chip, Group, NativeSelect, Switch, Tooltip, UnstyledButton } from '@mantine/core';
import { CATEGORIES, COLOR_NAMES, colorHex, SEASONS, type WardrobeList } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import type { WardrobeFilters } from '../hooks/use-wardrobe-filters';
import { seasonLabel, slotLabel } from '../wardrobe-labels';
import classes from './wardrobe.module.css';
import { shownColor } from '@/lib/value-words';

/** «Все», Верх, Низ, Обувь, Аксессуары, Ароматы, each with its count in the whole wardrobe. */
export function SlotChoice({
  value,
  counts,
  onChange,
}: {
  value: WardrobeFilters['slot'];
  counts: WardrobeList['counts'] | undefined;
  onChange: (slot: WardrobeFilters['slot']) => void;
}) {
  const { t } = useTranslation();
  const total = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : undefined;
  const withCount = (label: string, count: number | undefined) =>
    count === undefined ? label : `${label} ${count}`;
  return (
    <Chip.Group
      multiple={false}
      value={value ?? 'all'}
      onChange={(next) => onChange(next === 'all' ? undefined : (next as WardrobeFilters['slot']))}
    >
      <Group
        gap={8}
        wrap="nowrap"
        className={classes.row}
        role="radiogroup"
        aria-label={t('wardrobe.slotsLabel')}
      >
        <Chip value="all" variant="outline" radius="xl">
          {withCount(t('wardrobe.all'), total)}
        </Chip>
        {CATEGORIES.map((slot) => (
          <Chip key={slot} value={slot} variant="outline" radius="xl">
            {withCount(slotLabel(t, slot), counts?.[slot])}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}

/** Colour swatches of the shop's palette, the season and «Давно не надевали». */
export function WardrobeFilterBar({
  filters,
  onChange,
  onClear,
  narrowed,
}: {
  filters: WardrobeFilters;
  onChange: (next: Partial<WardrobeFilters>) => void;
  onClear: () => void;
  narrowed: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="md" align="center" role="group" aria-label={t('wardrobe.filters.label')}>
      <Group
        gap={8}
        className={classes.swatches}
        role="group"
        aria-label={t('wardrobe.filters.color')}
      >
        {COLOR_NAMES.map((color) => {
          const active = filters.color === color;
          return (
            <Tooltip key={color} label={shownColor(color)} openDelay={300} withinPortal>
              <UnstyledButton
                className={classes.swatch}
                style={{ background: colorHex(color) }}
                data-active={active || undefined}
                aria-pressed={active}
                aria-label={t('wardrobe.filters.colorOption', { color: shownColor(color) })}
                onClick={() => onChange({ color: active ? undefined : color })}
              />
            </Tooltip>
          );
        })}
      </Group>
      <Group gap="md" wrap="wrap">
        <NativeSelect
          aria-label={t('wardrobe.filters.season')}
          value={filters.season ?? ''}
          onChange={(event) =>
            onChange({
              season: (event.currentTarget.value || undefined) as WardrobeFilters['season'],
            })
          }
          data={[
            { value: '', label: t('wardrobe.filters.anySeason') },
            ...SEASONS.map((season) => ({ value: season, label: seasonLabel(t, season) })),
          ]}
          w={160}
        />
        <Switch
          label={t('wardrobe.filters.idle')}
          checked={filters.idle ?? false}
          onChange={(event) => onChange({ idle: event.currentTarget.checked || undefined })}
        />
        {narrowed && (
          <Button variant="subtle" size="compact-sm" onClick={onClear}>
            {t('wardrobe.filters.clear')}
          </Button>
        )}
      </Group>
    </Group>
  );
}

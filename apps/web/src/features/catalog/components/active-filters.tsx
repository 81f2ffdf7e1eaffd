import { Button, Group, Pill } from '@mantine/core';
import { parseSizeToken } from '@shop/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useStoreCurrency } from '@/api/get-public-config';
import { formatPrice } from '@/lib/format';
import { sizeLabel } from '@/lib/size-label';
import type { CatalogFilters } from '../filters';

interface Chip {
  key: string;
  label: string;
  remove: (filters: CatalogFilters) => CatalogFilters;
}

/** «Размер M», «Обувь 40», «Один размер», «50 мл». */
function sizeChip(token: string, t: TFunction): string {
  const { group, size } = parseSizeToken(token);
  const label = sizeLabel(size, t);
  if (group === 'one' || group === 'volume' || label !== size) return label;
  if (group === 'shoes') return `${t('catalog.sizeGroups.shoesShort')} ${label}`;
  return `${t('catalog.filters.size')} ${label}`;
}

function without(list: string[], value: string) {
  return list.filter((entry) => entry !== value);
}

/** A chip per filter that is on, each with what removing it leaves of the filters. */
function activeChips(filters: CatalogFilters, t: TFunction, currency: string): Chip[] {
  const chips: Chip[] = [];

  if (filters.category) {
    chips.push({
      key: 'category',
      label: t(`catalog.categories.${filters.category}`),
      remove: (f) => ({ ...f, category: undefined }),
    });
  }
  if (filters.gender) {
    chips.push({
      key: 'gender',
      label: t(`catalog.genders.${filters.gender}`),
      remove: (f) => ({ ...f, gender: undefined }),
    });
  }
  for (const key of ['brand', 'size', 'color'] as const) {
    for (const value of filters[key]) {
      chips.push({
        key: `${key}:${value}`,
        label: key === 'size' ? sizeChip(value, t) : value,
        remove: (f) => ({ ...f, [key]: without(f[key], value) }),
      });
    }
  }
  const { price_min: min, price_max: max } = filters;
  if (min !== undefined || max !== undefined) {
    const from = min !== undefined ? formatPrice(min, currency) : undefined;
    const to = max !== undefined ? formatPrice(max, currency) : undefined;
    chips.push({
      key: 'price',
      label:
        from && to
          ? t('catalog.filters.chipPriceRange', { from, to })
          : from
            ? t('catalog.filters.chipPriceFrom', { price: from })
            : t('catalog.filters.chipPriceTo', { price: to ?? '' }),
      remove: (f) => ({ ...f, price_min: undefined, price_max: undefined }),
    });
  }
  if (filters.in_stock) {
    chips.push({
      key: 'in_stock',
      label: t('catalog.filters.chipInStock'),
      remove: (f) => ({ ...f, in_stock: false }),
    });
  }
  return chips;
}

/** The filters that are on, as removable chips, and 'Сбросить'. */
export function ActiveFilters({
  filters,
  onChange,
  onReset,
}: {
  filters: CatalogFilters;
  onChange: (update: (filters: CatalogFilters) => CatalogFilters) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const currency = useStoreCurrency();
  const chips = activeChips(filters, t, currency);
  if (chips.length === 0) return null;
  return (
    <Group gap={8} role="group" aria-label={t('catalog.filters.active')}>
      {chips.map((chip) => (
        <Pill
          key={chip.key}
          size="md"
          withRemoveButton
          onRemove={() => onChange(chip.remove)}
          // Pill hides its remove button from keyboards and screen readers; here it is the control.
          removeButtonProps={{
            'aria-label': t('catalog.filters.remove', { label: chip.label }),
            'aria-hidden': false,
            tabIndex: 0,
          }}
          bg="wine.0"
          c="wine.9"
        >
          {chip.label}
        </Pill>
      ))}
      <Button variant="subtle" size="compact-sm" onClick={onReset}>
        {t('catalog.filters.reset')}
      </Button>
    </Group>
  );
}

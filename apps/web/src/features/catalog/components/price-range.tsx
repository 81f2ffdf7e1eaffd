import { Group, NumberInput } from '@mantine/core';
import type { ItemFacets } from '@shop/contract';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoreCurrency } from '@/api/get-public-config';
import { formatPrice } from '@/lib/format';
import { FORMAT_LOCALE } from '@/lib/i18n/i18n';
import type { CatalogFilters } from '../filters';
import { usePriceDraft } from '../hooks/use-price-draft';
import { FilterSection } from './filter-section';

/** 'Цена': from/to, applied as the typing pauses, when a field is left and on Enter. */
export function PriceRange({
  filters,
  facets,
  onChange,
}: {
  filters: CatalogFilters;
  facets: ItemFacets | undefined;
  onChange: (change: Partial<CatalogFilters>) => void;
}) {
  const { t } = useTranslation();
  const currency = useStoreCurrency();
  const price = usePriceDraft({ min: filters.price_min, max: filters.price_max }, (range) =>
    onChange({ price_min: range.min, price_max: range.max }),
  );
  const symbol = currencySymbol(currency);
  const placeholder = (value: number | null | undefined, fallback: string) =>
    value === null || value === undefined ? fallback : formatPrice(value, currency);
  // Both bounds apply and look the same way.
  const field = {
    onBlur: price.applyNow,
    onKeyDown: (event: KeyboardEvent) => event.key === 'Enter' && price.applyNow(),
    min: 0,
    thousandSeparator: ' ',
    allowNegative: false,
    hideControls: true,
    size: 'sm',
  } as const;

  return (
    <FilterSection title={t('catalog.filters.price', { currency: symbol })}>
      <Group grow gap="sm" wrap="nowrap">
        <NumberInput
          label={t('catalog.filters.priceFrom')}
          value={price.min}
          onChange={price.setMin}
          placeholder={placeholder(facets?.price.min, '0')}
          {...field}
        />
        <NumberInput
          label={t('catalog.filters.priceTo')}
          value={price.max}
          onChange={price.setMax}
          placeholder={placeholder(facets?.price.max, '')}
          {...field}
        />
      </Group>
    </FilterSection>
  );
}

function currencySymbol(currency: string): string {
  try {
    // The narrow symbol: ru-RU's regular symbol for the tenge is the code «KZT», the shop shows ₸.
    const part = new Intl.NumberFormat(FORMAT_LOCALE, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
    })
      .formatToParts(0)
      .find((p) => p.type === 'currency');
    return part?.value ?? currency;
  } catch {
    return currency;
  }
}

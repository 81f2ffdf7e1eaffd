import {
  Box,
  Button,
  Checkbox,
  Drawer,
  Group,
  NumberInput,
  Radio,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  CATEGORIES,
  GENDERS,
  SIZE_GROUPS,
  type FacetValue,
  type ItemFacets,
  type SizeFacetValue,
} from '@shop/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoreCurrency } from '@/api/get-public-config';
import { formatPrice } from '@/lib/format';
import { FORMAT_LOCALE } from '@/lib/i18n/i18n';
import { sizeLabel } from '@/lib/size-label';
import { colorSwatch, compareSizes } from '../colors';
import type { CatalogFilters } from '../filters';
import { usePriceDraft } from '../hooks/use-price-draft';
import classes from './filter-drawer.module.css';
import { useBackToClose } from '@/hooks/use-back-to-close';
import { usePhone } from '@/hooks/use-phone';

/** How many brands or colours show before 'Показать все'. */
const COLLAPSED_COUNT = 8;

type ListKey = 'brand' | 'size' | 'color';

export interface FilterDrawerProps {
  opened: boolean;
  onClose: () => void;
  filters: CatalogFilters;
  onChange: (change: Partial<CatalogFilters>) => void;
  /** Clears the filters (the search stays). */
  onReset: () => void;
  facets: ItemFacets | undefined;
}

/**
 * 'Фильтры': category, brand, size, colour with counts from
 * GET /api/items/facets, a price range and 'Только в наличии' (the sort order sits beside the
 * 'Фильтры' button, decision 027). Every change applies
 * at once (the list behind updates and the URL holds it); the footer closes with the new total.
 */
export function FilterDrawer({
  opened,
  onClose,
  filters,
  onChange,
  onReset,
  facets,
}: FilterDrawerProps) {
  const { t } = useTranslation();
  const mobile = usePhone();
  useBackToClose(opened, onClose);

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('catalog.filters.title')}
      position={mobile ? 'bottom' : 'right'}
      size={mobile ? '92%' : 420}
      radius={mobile ? 'lg' : 0}
      classNames={{ body: classes.body, title: classes.title }}
    >
      <Stack gap="lg" className={classes.content}>
        <Section title={t('catalog.filters.category')}>
          <Radio.Group
            value={filters.category ?? ''}
            onChange={(value) =>
              onChange({
                category: (CATEGORIES as readonly string[]).includes(value)
                  ? (value as CatalogFilters['category'])
                  : undefined,
              })
            }
            aria-label={t('catalog.filters.category')}
          >
            <Stack gap={8}>
              <Radio value="" label={t('catalog.allCategories')} />
              {CATEGORIES.map((category) => {
                const count = facets?.categories.find((c) => c.value === category)?.count;
                return (
                  <Radio
                    key={category}
                    value={category}
                    label={withCount(t(`catalog.categories.${category}`), count)}
                  />
                );
              })}
            </Stack>
          </Radio.Group>
        </Section>

        <GenderChoice filters={filters} facets={facets} onChange={onChange} />

        <FacetChecklist
          title={t('catalog.filters.brand')}
          values={mergeSelected(facets?.brands, filters.brand)}
          selected={filters.brand}
          onChange={(brand) => onChange({ brand })}
        />

        <SizeGroups
          sizes={facets?.sizes}
          selected={filters.size}
          onChange={(size) => onChange({ size })}
        />

        <FacetChecklist
          title={t('catalog.filters.color')}
          values={mergeSelected(facets?.colors, filters.color)}
          selected={filters.color}
          onChange={(color) => onChange({ color })}
          listKey="color"
        />

        <PriceRange filters={filters} facets={facets} onChange={onChange} />

        <Switch
          checked={filters.in_stock}
          onChange={(event) => onChange({ in_stock: event.currentTarget.checked })}
          label={t('catalog.filters.inStock')}
          size="md"
        />
      </Stack>

      <Group className={classes.footer} gap="sm" wrap="nowrap">
        <Button variant="default" onClick={onReset}>
          {t('catalog.filters.reset')}
        </Button>
        <Button onClick={onClose} style={{ flex: 1 }}>
          {t('catalog.filters.show', { total: facets?.total ?? 0 })}
        </Button>
      </Group>
    </Drawer>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" className={classes.section}>
      <Title order={3} component="legend" className={classes.legend}>
        {title}
      </Title>
      {children}
    </Box>
  );
}

/** 'Для кого': everyone, women, men, unisex, kids (kids only when the catalogue has any). */
function GenderChoice({
  filters,
  facets,
  onChange,
}: {
  filters: CatalogFilters;
  facets: ItemFacets | undefined;
  onChange: (change: Partial<CatalogFilters>) => void;
}) {
  const { t } = useTranslation();
  const count = (gender: string) => facets?.genders.find((g) => g.value === gender)?.count;
  const shown = GENDERS.filter(
    (gender) => gender !== 'kids' || (count(gender) ?? 0) > 0 || filters.gender === gender,
  );
  return (
    <Section title={t('catalog.filters.gender')}>
      <Radio.Group
        value={filters.gender ?? ''}
        onChange={(value) =>
          onChange({
            gender: (GENDERS as readonly string[]).includes(value)
              ? (value as CatalogFilters['gender'])
              : undefined,
          })
        }
        aria-label={t('catalog.filters.gender')}
      >
        <Stack gap={8}>
          <Radio value="" label={t('catalog.genders.all')} />
          {shown.map((gender) => (
            <Radio
              key={gender}
              value={gender}
              label={withCount(t(`catalog.genders.${gender}`), count(gender))}
            />
          ))}
        </Stack>
      </Radio.Group>
    </Section>
  );
}

/**
 * 'Размер', one list per size system (letters, clothing and jeans, shoes, one size, volume): a
 * shoe 40 and a jacket 40 are different sizes. A selected size the counts no longer list stays.
 */
function SizeGroups({
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
    <Section title={t('catalog.filters.size')}>
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
                    label={
                      <span className={classes.label}>
                        <span>{sizeLabel(entry.size, t)}</span>{' '}
                        <span className={classes.count}>({entry.count})</span>
                      </span>
                    }
                    disabled={entry.count === 0 && !selected.includes(entry.value)}
                  />
                ))}
              </SimpleGrid>
            </div>
          ))}
        </Stack>
      </Checkbox.Group>
    </Section>
  );
}

function withCount(label: string, count: number | undefined) {
  return (
    <span className={classes.label}>
      <span>{label}</span>
      {count !== undefined && (
        <>
          {' '}
          <span className={classes.count}>({count})</span>
        </>
      )}
    </span>
  );
}

/** The facet values plus any selected value the counts no longer list (count 0). */
function mergeSelected(values: FacetValue[] | undefined, selected: string[]): FacetValue[] {
  const list = [...(values ?? [])];
  for (const value of selected) {
    if (!list.some((entry) => entry.value === value)) list.push({ value, count: 0 });
  }
  return list;
}

function FacetChecklist({
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
    <Section title={title}>
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
                    <span>{entry.value}</span>{' '}
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
    </Section>
  );
}

/** 'Цена': from/to, applied as the typing pauses, when a field is left and on Enter. */
function PriceRange({
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

  return (
    <Section title={t('catalog.filters.price', { currency: symbol })}>
      <Group grow gap="sm" wrap="nowrap">
        <NumberInput
          label={t('catalog.filters.priceFrom')}
          value={price.min}
          onChange={price.setMin}
          onBlur={price.applyNow}
          onKeyDown={(event) => event.key === 'Enter' && price.applyNow()}
          min={0}
          thousandSeparator=" "
          allowNegative={false}
          hideControls
          placeholder={placeholder(facets?.price.min, '0')}
          size="sm"
        />
        <NumberInput
          label={t('catalog.filters.priceTo')}
          value={price.max}
          onChange={price.setMax}
          onBlur={price.applyNow}
          onKeyDown={(event) => event.key === 'Enter' && price.applyNow()}
          min={0}
          thousandSeparator=" "
          allowNegative={false}
          hideControls
          placeholder={placeholder(facets?.price.max, '')}
          size="sm"
        />
      </Group>
    </Section>
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

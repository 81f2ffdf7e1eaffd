import { Button, Drawer, Group, Stack, Switch } from '@mantine/core';
import { CATEGORIES, GENDERS, type ItemFacets } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import type { CatalogFilters } from '../filters';
import { FacetChecklist, mergeSelected } from './facet-checklist';
import { FacetRadios } from './facet-radios';
import classes from './filter-drawer.module.css';
import { PriceRange } from './price-range';
import { SizeGroups } from './size-groups';
import { useBackToClose } from '@/hooks/use-back-to-close';
import { usePhone } from '@/hooks/use-phone';

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
        <FacetRadios
          title={t('catalog.filters.category')}
          allLabel={t('catalog.allCategories')}
          values={CATEGORIES}
          selected={filters.category}
          labelOf={(category) => t(`catalog.categories.${category}`)}
          countOf={(category) => facets?.categories.find((c) => c.value === category)?.count}
          onChange={(category) => onChange({ category })}
        />
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

/** 'Для кого': everyone, women, men, unisex, kids (kids only when the catalogue has any). */
function GenderChoice({
  filters,
  facets,
  onChange,
}: Pick<FilterDrawerProps, 'filters' | 'facets' | 'onChange'>) {
  const { t } = useTranslation();
  const count = (gender: string) => facets?.genders.find((g) => g.value === gender)?.count;
  return (
    <FacetRadios
      title={t('catalog.filters.gender')}
      allLabel={t('catalog.genders.all')}
      values={GENDERS.filter(
        (gender) => gender !== 'kids' || (count(gender) ?? 0) > 0 || filters.gender === gender,
      )}
      selected={filters.gender}
      labelOf={(gender) => t(`catalog.genders.${gender}`)}
      countOf={count}
      onChange={(gender) => onChange({ gender })}
    />
  );
}

import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { ITEM_SORTS, type ItemSort } from '@shop/contract';
import { useTranslation } from 'react-i18next';

/**
 * The sort order (decision 027). With a search the default is «По релевантности»; without one it
 * is «Новинки», and relevance is not offered (there is nothing to be relevant to). The default
 * leaves the URL clean.
 */
export function SortSelect({
  value,
  onChange,
  searching,
  ...props
}: {
  /** The chosen order (from the URL); undefined means the default. */
  value: ItemSort | undefined;
  onChange: (sort: ItemSort | undefined) => void;
  /** Whether a search is applied. */
  searching: boolean;
} & Omit<NativeSelectProps, 'value' | 'onChange' | 'data'>) {
  const { t } = useTranslation();
  const fallback: ItemSort = searching ? 'relevance' : 'new';
  const sorts = ITEM_SORTS.filter((sort) => searching || sort !== 'relevance');
  const shown = value && sorts.includes(value) ? value : fallback;
  return (
    <NativeSelect
      label={t('catalog.sort.label')}
      value={shown}
      onChange={(event) => {
        const next = event.currentTarget.value as ItemSort;
        onChange(next === fallback ? undefined : next);
      }}
      data={sorts.map((sort) => ({ value: sort, label: t(`catalog.sort.${sort}`) }))}
      {...props}
    />
  );
}

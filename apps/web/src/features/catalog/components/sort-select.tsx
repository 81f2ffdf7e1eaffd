import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { ITEM_SORTS, type ItemSort } from '@shop/contract';
import { useTranslation } from 'react-i18next';

/** The sort order (decision 008); 'По релевантности' is the default and leaves the URL clean. */
export function SortSelect({
  value,
  onChange,
  ...props
}: {
  value: ItemSort | undefined;
  onChange: (sort: ItemSort | undefined) => void;
} & Omit<NativeSelectProps, 'value' | 'onChange' | 'data'>) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      label={t('catalog.sort.label')}
      value={value ?? 'relevance'}
      onChange={(event) => {
        const next = event.currentTarget.value as ItemSort;
        onChange(next === 'relevance' ? undefined : next);
      }}
      data={ITEM_SORTS.map((sort) => ({ value: sort, label: t(`catalog.sort.${sort}`) }))}
      {...props}
    />
  );
}

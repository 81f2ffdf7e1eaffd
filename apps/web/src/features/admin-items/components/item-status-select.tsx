import { Select, type SelectProps } from '@mantine/core';
import { ITEM_STATUSES, type ItemStatus } from '@shop/contract';
import { useTranslation } from 'react-i18next';

/**
 * The item form's status: «Черновик», «Активен» or «В архиве». Only an active item is in the shop;
 * a new item may start as a draft.
 */
export function ItemStatusSelect({
  value,
  onChange,
  ...props
}: Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  value: ItemStatus;
  onChange: (status: ItemStatus) => void;
}) {
  const { t } = useTranslation();
  return (
    <Select
      size="md"
      radius="md"
      label={t('admin.items.form.status')}
      description={t('admin.items.form.statusHint')}
      data={ITEM_STATUSES.map((status) => ({
        value: status,
        label: t(`admin.items.statuses.${status}`),
      }))}
      allowDeselect={false}
      {...props}
      value={value}
      onChange={(next) => next && onChange(next as ItemStatus)}
    />
  );
}

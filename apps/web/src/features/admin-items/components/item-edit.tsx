import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isItemId, useItem } from '@/api/items/get-item';
import { EditLoader } from '@/components/admin/edit-loader';
import { paths } from '@/config/paths';
import { ItemForm } from './item-form';
import { StockHistory } from './stock-history';

/**
 * /admin/items/{id}/edit: loads the item with its pictures and variants, then the form and the
 * item's stock history.
 */
export function ItemEdit({ id }: { id: number }) {
  const { t } = useTranslation();
  const valid = isItemId(id);
  const query = useItem(id);
  return (
    <EditLoader
      query={query}
      valid={valid}
      failed={t('admin.items.form.loadFailed')}
      toastId="admin-item-load-failed"
      backTo={paths.admin.items}
    >
      {(item) => (
        <Stack gap="md">
          <ItemForm key={item.id} item={item} />
          <StockHistory itemId={item.id} />
        </Stack>
      )}
    </EditLoader>
  );
}

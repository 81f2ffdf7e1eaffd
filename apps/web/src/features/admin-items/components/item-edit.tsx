import { Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isItemId, useItem } from '@/api/items/get-item';
import { EditLoader } from '@/components/admin/edit-loader';
import { paths } from '@/config/paths';
import { DuplicateItemButton } from './duplicate-item-button';
import { ItemForm } from './item-form';

/** /admin/items/{id}/edit: loads the item with its pictures and variants, then the form. */
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
          <Group justify="flex-end">
            <DuplicateItemButton item={item} />
          </Group>
          <ItemForm key={item.id} item={item} />
        </Stack>
      )}
    </EditLoader>
  );
}

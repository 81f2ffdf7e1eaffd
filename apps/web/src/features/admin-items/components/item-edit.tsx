import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isItemId, useItem } from '@/api/items/get-item';
import { LoadError } from '@/components/load-error';
import { ListLoading } from '@/components/list-loading';
import { paths } from '@/config/paths';
import { ItemForm } from './item-form';

/** /admin/items/{id}/edit: loads the item with its pictures and variants, then the form. */
export function ItemEdit({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useItem(id);

  if (!isItemId(id) || query.isError) {
    return (
      <Stack gap="md" align="flex-start">
        <LoadError
          message={t('admin.items.form.loadFailed')}
          toastId="admin-item-load-failed"
          onRetry={isItemId(id) ? () => void query.refetch() : undefined}
        />
        <Button component={Link} to={paths.admin.items} variant="default">
          {t('admin.common.backToList')}
        </Button>
      </Stack>
    );
  }
  if (query.isPending) return <ListLoading />;
  return <ItemForm key={query.data.id} item={query.data} />;
}

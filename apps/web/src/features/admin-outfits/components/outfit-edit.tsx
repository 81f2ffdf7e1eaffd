import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { ListLoading } from '@/components/list-loading';
import { paths } from '@/config/paths';
import { useAdminOutfit } from '../api/get-admin-outfit';
import { OutfitForm } from './outfit-form';

/** /admin/outfits/{id}/edit: loads the outfit, then the form filled with it. */
export function OutfitEdit({ id }: { id: number }) {
  const { t } = useTranslation();
  const valid = Number.isInteger(id) && id > 0;
  const query = useAdminOutfit(id, valid);

  if (!valid || query.isError) {
    return (
      <Stack gap="md" align="flex-start">
        <LoadError
          message={t('admin.outfits.form.loadFailed')}
          toastId="admin-outfit-load-failed"
          onRetry={valid ? () => void query.refetch() : undefined}
        />
        <Button component={Link} to={paths.admin.outfits} variant="default">
          {t('admin.common.backToList')}
        </Button>
      </Stack>
    );
  }
  if (query.isPending) return <ListLoading />;
  return <OutfitForm key={query.data.id} outfit={query.data} />;
}

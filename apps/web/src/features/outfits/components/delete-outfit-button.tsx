import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { Outfit } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { queryKeys } from '@/api/query-keys';
import { paths } from '@/config/paths';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteOutfit } from '../api/delete-outfit';

/** «Удалить» on an outfit's page, once asked; the list of outfits follows. */
export function DeleteOutfitButton({ outfit }: { outfit: Outfit }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const remove = useDeleteOutfit();

  const confirm = () =>
    modals.openConfirmModal({
      title: t('outfits.detail.deleteConfirm.title'),
      children: (
        <Text size="sm">{t('outfits.detail.deleteConfirm.text', { name: outfit.name })}</Text>
      ),
      labels: {
        confirm: t('outfits.detail.deleteConfirm.confirm'),
        cancel: t('outfits.detail.deleteConfirm.cancel'),
      },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(outfit.id, {
          onSuccess: async () => {
            notifySuccess(t('outfits.detail.deleted'));
            await navigate(paths.outfits, { replace: true });
            client.removeQueries({ queryKey: queryKeys.outfits.detail(outfit.id) });
          },
          onError: (error) => {
            console.warn('[outfits] the outfit could not be deleted', error);
            notifyError(t('outfits.detail.deleteFailed'));
          },
        }),
    });

  return (
    <Button
      variant="subtle"
      color="red"
      leftSection={<IconTrash size={18} />}
      onClick={confirm}
      loading={remove.isPending}
    >
      {t('outfits.detail.delete')}
    </Button>
  );
}

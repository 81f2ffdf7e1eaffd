import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { notifyError } from '@/lib/notify';
import { isOutfitId, isOutfitNotFound, useOutfit } from '../api/get-outfit';
import { OutfitBuilder } from './builder/outfit-builder';
import { OutfitNotFound } from './outfit-not-found';

/** /outfits/new and /outfits/builder: the same builder, 'Создание образа'. */
export function OutfitCreatePage() {
  const { t } = useTranslation();
  usePageTitle(t('outfits.builder.createTitle'));
  return <OutfitBuilder />;
}

/**
 * /outfits/{id}/edit: 'Редактирование образа', the builder filled with the outfit. A spinner
 * while it loads; 'Не удалось загрузить данные образа' when it cannot be loaded; 'Образ не
 * найден' for a missing one; the author and admins only (`can_edit`; the server refuses too).
 */
export function OutfitEditPage({ outfitId }: { outfitId: number }) {
  const { t } = useTranslation();
  usePageTitle(t('outfits.builder.editTitle'));
  const valid = isOutfitId(outfitId);
  const query = useOutfit(outfitId);
  const notFound = !valid || (query.isError && isOutfitNotFound(query.error));
  const failed = query.isError && !notFound;

  useEffect(() => {
    if (failed) notifyError(t('outfits.builder.loadOutfitFailed'), { id: 'builder-outfit' });
  }, [failed, t]);

  if (notFound) return <OutfitNotFound />;
  if (failed) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={20} />}
        title={t('outfits.builder.loadOutfitFailed')}
        mt="lg"
      >
        <Button variant="white" color="red" size="xs" mt="xs" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  const outfit = query.data;
  if (!outfit) {
    return (
      <Center py={80}>
        <Loader color="wine" size="lg" aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (!outfit.can_edit) {
    return (
      <Alert color="gray" variant="light" icon={<IconLock size={20} />} mt="lg" title={outfit.name}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('outfits.builder.noRights')}</Text>
          <Button component={Link} to={paths.outfit.build(outfit.id)} variant="light" size="xs">
            {t('outfits.detail.backToList')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  // A fresh builder per outfit (the form starts from the outfit it was opened with).
  return <OutfitBuilder key={outfit.id} outfit={outfit} />;
}

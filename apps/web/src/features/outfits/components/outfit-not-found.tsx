import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '@/components/not-found-page';
import { paths } from '@/config/paths';

/** 'Образ не найден' with a way back to the outfits. */
export function OutfitNotFound() {
  const { t } = useTranslation();
  return (
    <NotFoundPage
      icon={<IconSparkles size={32} stroke={1.5} />}
      title={t('outfits.detail.notFound')}
      text={t('outfits.detail.notFoundText')}
      backTo={paths.outfits}
      backLabel={t('outfits.detail.backToList')}
    />
  );
}

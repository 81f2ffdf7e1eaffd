import { IconHanger } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '@/components/not-found-page';
import { paths } from '@/config/paths';

/** 'Товар не найден' with a way back to the catalogue. */
export function ItemNotFound() {
  const { t } = useTranslation();
  return (
    <NotFoundPage
      icon={<IconHanger size={34} stroke={1.5} />}
      title={t('item.notFound')}
      text={t('item.notFoundText')}
      backTo={paths.items}
      backLabel={t('item.backToCatalog')}
    />
  );
}

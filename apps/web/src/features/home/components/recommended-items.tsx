import { useTranslation } from 'react-i18next';
import { useRecommendations } from '@/api/items/get-recommendations';
import { ItemStrip } from '@/components/item-strip';

/** /home's «Рекомендуем вам»: like the shopper's favourites and history, trending to fill. */
export function RecommendedItems() {
  const { t } = useTranslation();
  const { data, isError } = useRecommendations();
  if (isError) return null;
  return <ItemStrip title={t('home.recommended.title')} items={data} />;
}

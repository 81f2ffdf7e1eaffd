import { useTranslation } from 'react-i18next';
import { useRecommendations } from '@/api/items/get-recommendations';
import { ItemStrip } from './item-strip';

/**
 * «Вам может понравиться» under an empty state (an empty cart, «Ничего не найдено»): a dead end
 * becomes a way on. The shopper's recommendations, trending ones for a guest; hidden on failure.
 */
export function SuggestedItems() {
  const { t } = useTranslation();
  const { data, isError } = useRecommendations();
  if (isError) return null;
  return <ItemStrip title={t('suggestions.title')} items={data} headingOrder={2} />;
}

import { useTranslation } from 'react-i18next';
import { HistoryView } from '@/features/history/components/history-view';
import { usePageTitle } from '@/hooks/use-page-title';

/** /history: viewed items. */
export function HistoryRoute() {
  const { t } = useTranslation();
  usePageTitle(t('history.title'));
  return <HistoryView />;
}

import { useTranslation } from 'react-i18next';
import { ItemStrip } from '@/components/item-strip';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/session';
import { useItemHistory } from '../api/get-item-history';

/** How many viewed items the strip shows; the rest is on /history. */
const SHOWN = 12;

/**
 * /home's «Вы недавно смотрели»: the latest viewed items (the first page of the history, shared
 * with /history), with a link to the whole history; nothing when there are none.
 */
export function RecentlyViewed() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { data, isError } = useItemHistory();
  // Guests have no history (and the query never runs for them).
  if (!user || isError) return null;
  const items = data ? data.pages.flat().slice(0, SHOWN) : undefined;
  return (
    <ItemStrip
      title={t('home.recent.title')}
      items={items}
      seeAll={{ to: paths.history, label: t('home.recent.seeAll') }}
    />
  );
}

import { Button } from '@mantine/core';
import { IconCalendarCheck, IconCheck } from '@tabler/icons-react';
import type { Outfit } from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCurrentUser } from '@/lib/session';
import { useOutfitWornToday } from '../api/get-worn-today';
import { useMarkOutfitWorn } from '../api/mark-outfit-worn';

/**
 * «Надето сегодня» on an outfit, for its owner alone: its pieces of the wardrobe are logged as
 * worn today, a toast says how many; marked, it reads «Уже отмечено сегодня».
 */
export function OutfitWornButton({ outfit }: { outfit: Outfit }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const isOwner = user !== null && user.id === outfit.owner_id;
  const markedBefore = useOutfitWornToday(outfit.id, isOwner);
  const [marked, setMarked] = useState(false);
  const mark = useMarkOutfitWorn(outfit.id);
  if (!isOwner) return null;
  const done = marked || markedBefore;

  const onMark = () =>
    mark.mutate(undefined, {
      onSuccess: ({ pieces }) => {
        if (pieces.length === 0) {
          notifyError(t('outfits.detail.worn.none'), { id: 'outfit-worn' });
          return;
        }
        setMarked(true);
        notifySuccess(t('outfits.detail.worn.marked', { count: pieces.length }), {
          id: 'outfit-worn',
        });
      },
      onError: () => notifyError(t('outfits.detail.worn.failed'), { id: 'outfit-worn' }),
    });

  return (
    <Button
      variant={done ? 'light' : 'outline'}
      color="wine"
      leftSection={done ? <IconCheck size={18} /> : <IconCalendarCheck size={18} />}
      onClick={onMark}
      loading={mark.isPending}
      disabled={done}
      data-testid="outfit-worn"
    >
      {done ? t('outfits.detail.worn.done') : t('outfits.detail.worn.action')}
    </Button>
  );
}

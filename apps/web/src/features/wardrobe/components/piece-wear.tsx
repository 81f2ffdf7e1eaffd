import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconShirt } from '@tabler/icons-react';
import type { WardrobeItem } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { notifyError } from '@/lib/notify';
import { useWears } from '../api/get-wears';
import { useSetWorn } from '../api/mark-worn';
import { fromIsoDate, isoDate, todayIso } from '../wardrobe-labels';

/** The days the calendar keeps for one piece's list: the last year (the API's longest span). */
function lastYear(): { from: string; to: string } {
  const today = new Date();
  const from = new Date(today.getFullYear() - 1, today.getMonth(), today.getDate() + 1);
  return { from: isoDate(from), to: isoDate(today) };
}

/** At most this many days are listed (newest first); the count says the rest. */
const SHOWN_DAYS = 12;

/** «Надето сегодня» (or its mark taken away) and the days the piece was worn in the last year. */
export function PieceWear({ piece }: { piece: WardrobeItem }) {
  const { t } = useTranslation();
  const worn = useSetWorn();
  const span = lastYear();
  const wears = useWears(span.from, span.to);
  const today = todayIso();
  const days = (wears.data?.wears ?? [])
    .filter((wear) => wear.wardrobe_item_id === piece.id)
    .map((wear) => wear.date.slice(0, 10))
    .sort()
    .reverse();
  const wornToday = piece.last_worn?.slice(0, 10) === today || days.includes(today);

  const mark = (next: boolean) =>
    worn.mutate(
      { id: piece.id, date: today, worn: next },
      {
        onError: () => notifyError(t('wardrobe.piece.wornFailed'), { id: 'wardrobe-worn-failed' }),
      },
    );

  return (
    <Stack gap="xs">
      <Group gap="sm">
        {wornToday ? (
          <>
            <Badge
              color="teal.9"
              variant="filled"
              size="lg"
              leftSection={<IconCheck size={14} />}
              tt="none"
            >
              {t('wardrobe.piece.wornTodayDone')}
            </Badge>
            <Button
              variant="subtle"
              size="compact-sm"
              loading={worn.isPending}
              onClick={() => mark(false)}
            >
              {t('wardrobe.piece.unmarkToday')}
            </Button>
          </>
        ) : (
          <Button
            variant="light"
            leftSection={<IconShirt size={18} />}
            loading={worn.isPending}
            onClick={() => mark(true)}
          >
            {t('wardrobe.piece.wornToday')}
          </Button>
        )}
      </Group>
      <Text size="sm" fw={500}>
        {t('wardrobe.piece.wornDays')}
      </Text>
      {days.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('wardrobe.piece.noWornDays')}
        </Text>
      ) : (
        <Group gap={6} aria-label={t('wardrobe.piece.wornDays')} role="list">
          {days.slice(0, SHOWN_DAYS).map((day) => (
            <Badge key={day} variant="outline" color="gray" tt="none" role="listitem">
              {formatDate(fromIsoDate(day), { day: 'numeric', month: 'short' })}
            </Badge>
          ))}
          {days.length > SHOWN_DAYS && (
            <Text size="xs" c="dimmed">
              +{days.length - SHOWN_DAYS}
            </Text>
          )}
        </Group>
      )}
    </Stack>
  );
}

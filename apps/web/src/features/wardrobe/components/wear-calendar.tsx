import { ActionIcon, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { WardrobeItem } from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { resolveImageUrl } from '@/lib/image-url';
import { useWardrobe } from '../api/get-wardrobe';
import { useWears } from '../api/get-wears';
import { fromIsoDate, isoDate, pieceTitle, todayIso } from '../wardrobe-labels';
import classes from './wear-calendar.module.css';

/** The days of a month's grid, Monday first: null for the blanks before the 1st. */
function monthDays(month: Date): (Date | null)[] {
  const first = new Date(month.getFullYear(), month.getMonth(), 1);
  const count = new Date(month.getFullYear(), month.getMonth() + 1, 0).getDate();
  const blanks = (first.getDay() + 6) % 7;
  return [
    ...Array.from({ length: blanks }, () => null),
    ...Array.from(
      { length: count },
      (_, i) => new Date(month.getFullYear(), month.getMonth(), i + 1),
    ),
  ];
}

/** Monday to Sunday, short, in the interface's language (2024-01-01 was a Monday). */
const weekdays = () =>
  Array.from({ length: 7 }, (_, i) => formatDate(new Date(2024, 0, 1 + i), { weekday: 'short' }));

function DayPieces({
  pieces,
  onOpen,
}: {
  pieces: WardrobeItem[];
  onOpen: (piece: WardrobeItem) => void;
}) {
  const { t } = useTranslation();
  if (pieces.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('wardrobe.calendar.nothing')}
      </Text>
    );
  }
  return (
    <Group gap="sm">
      {pieces.map((piece) => {
        const image = resolveImageUrl(piece.image_url);
        return (
          <UnstyledButton key={piece.id} onClick={() => onOpen(piece)}>
            <Group gap={8} wrap="nowrap">
              {image && <img src={image} alt="" className={classes.thumb} />}
              <Text size="sm" fw={500}>
                {pieceTitle(t, piece)}
              </Text>
            </Group>
          </UnstyledButton>
        );
      })}
    </Group>
  );
}

/** The month's days, each a button marked with how many pieces were worn on it. */
function MonthGrid({
  month,
  byDay,
  selected,
  onSelect,
}: {
  month: Date;
  byDay: Map<string, number[]>;
  selected: string;
  onSelect: (day: string) => void;
}) {
  const { t } = useTranslation();
  const today = todayIso();
  return (
    <div className={classes.grid}>
      {weekdays().map((day) => (
        <div key={day} className={classes.weekday} aria-hidden>
          {day}
        </div>
      ))}
      {monthDays(month).map((date, index) => {
        if (!date) return <div key={`blank-${index}`} />;
        const day = isoDate(date);
        const count = byDay.get(day)?.length ?? 0;
        return (
          <UnstyledButton
            key={day}
            className={classes.day}
            data-worn={count > 0 || undefined}
            data-today={day === today || undefined}
            data-selected={day === selected || undefined}
            aria-pressed={day === selected}
            aria-label={t('wardrobe.calendar.dayLabel', { date: formatDate(date), count })}
            onClick={() => onSelect(day)}
          >
            {date.getDate()}
            {count > 0 && <span className={classes.count}>{'•'.repeat(Math.min(count, 3))}</span>}
          </UnstyledButton>
        );
      })}
    </div>
  );
}

/** The month shown, with the months before it (and after it, up to this one). */
function MonthSwitch({ month, onShift }: { month: Date; onShift: (by: number) => void }) {
  const { t } = useTranslation();
  const now = new Date();
  const current = month.getFullYear() === now.getFullYear() && month.getMonth() === now.getMonth();
  return (
    <Group gap={4}>
      <ActionIcon
        variant="subtle"
        color="dark"
        aria-label={t('wardrobe.calendar.previous')}
        onClick={() => onShift(-1)}
      >
        <IconChevronLeft size={18} />
      </ActionIcon>
      <Text fw={600} miw={130} ta="center" tt="capitalize" aria-live="polite">
        {formatDate(month, { month: 'long', year: 'numeric' })}
      </Text>
      <ActionIcon
        variant="subtle"
        color="dark"
        aria-label={t('wardrobe.calendar.next')}
        onClick={() => onShift(1)}
        disabled={current}
      >
        <IconChevronRight size={18} />
      </ActionIcon>
    </Group>
  );
}

/** The wardrobe item ids worn on each day of the month (ISO dates). */
function useMonthWears(month: Date): Map<string, number[]> {
  const from = isoDate(month);
  const to = isoDate(new Date(month.getFullYear(), month.getMonth() + 1, 0));
  const wears = useWears(from, to);
  const byDay = new Map<string, number[]>();
  for (const wear of wears.data?.wears ?? []) {
    const day = wear.date.slice(0, 10);
    byDay.set(day, [...(byDay.get(day) ?? []), wear.wardrobe_item_id]);
  }
  return byDay;
}

/**
 * «Что надевали»: a month of days, each marked with how many pieces were worn; a day chosen shows
 * its pieces, each opening its panel.
 */
export function WearCalendar({ onOpen }: { onOpen: (piece: WardrobeItem) => void }) {
  const { t } = useTranslation();
  const [month, setMonth] = useState(() => {
    const now = new Date();
    return new Date(now.getFullYear(), now.getMonth(), 1);
  });
  const [selected, setSelected] = useState(todayIso);
  const byDay = useMonthWears(month);
  const all = useWardrobe({});
  const pieces = (all.data?.items ?? []).filter((p) => byDay.get(selected)?.includes(p.id));

  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'lg' }}
      radius="lg"
      mt="lg"
      component="section"
      aria-labelledby="wear-calendar-title"
    >
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h3" id="wear-calendar-title">
          {t('wardrobe.calendar.title')}
        </Title>
        <MonthSwitch
          month={month}
          onShift={(by) => setMonth(new Date(month.getFullYear(), month.getMonth() + by, 1))}
        />
      </Group>
      <Stack gap="md">
        <MonthGrid month={month} byDay={byDay} selected={selected} onSelect={setSelected} />
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            {formatDate(fromIsoDate(selected))}
          </Text>
          <DayPieces pieces={pieces} onOpen={onOpen} />
        </Stack>
      </Stack>
    </Paper>
  );
}

import { Group, Text, VisuallyHidden } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { formatDate } from '@/lib/format';

/** Spaces that do not break: a date or a time is never split over two lines. */
const unbroken = (text: string) => text.replace(/\s/g, '\u00a0');

/**
 * When something was viewed, on a history card: «10 мар. 2026 г., 09:30» whole, the time moving
 * under the date when a narrow card (two columns on a phone) has no room for both on one line.
 */
export function ViewedTime({ value, label }: { value: string; label: string }) {
  const date = formatDate(value, { dateStyle: 'medium' });
  const time = formatDate(value, { timeStyle: 'short' });
  return (
    <Group gap={4} wrap="nowrap" align="flex-start" mt={4} c="dimmed">
      <IconClockHour4 size={13} stroke={1.6} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
      <Text size="xs" c="dimmed" component="time" dateTime={value} data-testid="viewed-time">
        <VisuallyHidden>{label} </VisuallyHidden>
        {`${unbroken(date)}, ${unbroken(time)}`}
      </Text>
    </Group>
  );
}

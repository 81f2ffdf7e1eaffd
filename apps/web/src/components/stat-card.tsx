import { Paper, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One figure of a dashboard: a small caption, the value (a skeleton while it is unknown) and an
 * optional hint under it. The caption names the figure for screen readers too.
 */
export function StatCard({
  label,
  value,
  hint,
}: {
  label: string;
  /** undefined while loading. */
  value: ReactNode | undefined;
  hint?: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} role="group" aria-label={label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {value === undefined ? (
        <Skeleton height={28} mt={6} width="60%" />
      ) : (
        <Text fw={700} fz="xl" mt={4} style={{ wordBreak: 'break-word' }}>
          {value}
        </Text>
      )}
      {hint && (
        <Text size="xs" c="dimmed" mt={2}>
          {hint}
        </Text>
      )}
    </Paper>
  );
}

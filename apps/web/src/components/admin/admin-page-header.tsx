import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** An admin page's heading with its main action (e.g. «Добавить пользователя») beside it. */
export function AdminPageHeader({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <Group justify="space-between" align="center" gap="sm" wrap="wrap">
      <Title order={2} fz="h3">
        {title}
      </Title>
      {action}
    </Group>
  );
}

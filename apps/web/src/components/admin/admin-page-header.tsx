import { Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '@/hooks/use-page-title';

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

/** An admin page made of one form: its title (the tab's title too) above it. */
export function AdminFormPage({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Stack gap="md">
      <AdminPageHeader title={title} />
      {children}
    </Stack>
  );
}

import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A calm card for "nothing here": an empty list, a search that found nothing, a missing page.
 * Icon, title, text, then anything the reader can do next (`children`, then `action`, or
 * `actions` side by side). As a `page` (a missing item, order or outfit) it is the page's heading
 * and sits centred.
 */
export function EmptyState({
  icon,
  title,
  text,
  action,
  actions,
  children,
  headingOrder = 2,
  page = false,
}: {
  icon: ReactNode;
  title: string;
  text?: string;
  action?: ReactNode;
  /** Several next steps (buttons), in one centred row. */
  actions?: ReactNode;
  children?: ReactNode;
  headingOrder?: 1 | 2 | 3;
  page?: boolean;
}) {
  return (
    <Paper
      withBorder
      p={{ base: 'lg', sm: 'xl' }}
      bg="white"
      {...(page && { maw: 720, mx: 'auto', mt: 'lg' })}
    >
      <Stack align="center" gap="sm" ta="center" py="lg">
        <ThemeIcon size={64} radius="xl" variant="light" color="wine">
          {icon}
        </ThemeIcon>
        <Title order={headingOrder} fz={page ? 'h2' : 'h3'}>
          {title}
        </Title>
        {text && (
          <Text c="dimmed" maw={460}>
            {text}
          </Text>
        )}
        {children}
        {action}
        {actions && (
          <Group justify="center" gap="sm" mt="sm">
            {actions}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A calm card for "nothing here yet" and "coming soon": icon, title, text, optional action. */
export function EmptyState({
  icon,
  title,
  text,
  action,
  headingOrder = 2,
}: {
  icon: ReactNode;
  title: string;
  text?: string;
  action?: ReactNode;
  headingOrder?: 2 | 3;
}) {
  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }} bg="white">
      <Stack align="center" gap="sm" ta="center" py="lg">
        <ThemeIcon size={64} radius="xl" variant="light" color="wine">
          {icon}
        </ThemeIcon>
        <Title order={headingOrder} fz="h3">
          {title}
        </Title>
        {text && (
          <Text c="dimmed" maw={440}>
            {text}
          </Text>
        )}
        {action}
      </Stack>
    </Paper>
  );
}

import { Box, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './auth-shell.module.css';

/** The /login and /register page frame: a quiet art panel (desktop) and the form card. */
export function AuthShell({
  title,
  subtitle,
  aside,
  children,
}: {
  title: string;
  subtitle?: string;
  aside: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box className={classes.page}>
      <Box className={classes.grid}>
        <Box className={classes.aside} visibleFrom="md">
          {aside}
        </Box>
        <Paper className={classes.card} shadow="md" withBorder>
          <Stack gap={4} mb="lg">
            <Title order={1} fz={{ base: 30, sm: 36 }}>
              {title}
            </Title>
            {subtitle && <Text c="dimmed">{subtitle}</Text>}
          </Stack>
          {children}
        </Paper>
      </Box>
    </Box>
  );
}

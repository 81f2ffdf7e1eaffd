import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';

import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { createQueryClient } from '@/lib/query-client';
import { cssVariablesResolver, theme } from './theme';

/**
 * App-wide providers: Mantine (theme, toasts), React Query and the session start-up. Providers
 * that need the router (modals) sit in the root route. i18n is initialised on import of
 * lib/i18n/i18n (see main.tsx).
 */
export function AppProvider({
  children,
  queryClient,
  env = 'default',
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  /** 'test' turns off transitions and portals (Mantine). */
  env?: 'default' | 'test';
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      env={env}
    >
      <Notifications position="top-right" limit={4} />
      <QueryClientProvider client={client}>
        <AuthProvider>{children}</AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

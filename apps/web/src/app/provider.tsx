// Mantine's base styles; each component's own stylesheet comes with the component (vite.config.ts,
// mantineStylesPerComponent), all in the `mantine` cascade layer so that our CSS wins.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/notifications/styles.layer.css';
import './global.css';

import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { createQueryClient } from '@/lib/query-client';
import notificationClasses from './notifications.module.css';
import { LazyNotifications } from './lazy-notifications';
import { cssVariablesResolver, localizedTheme } from './theme';

// In development Mantine is pre-bundled, so per-component styles cannot be attached: load them all.
if (import.meta.env.DEV) void import('@mantine/core/styles.layer.css');

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
  const { t } = useTranslation();
  // Mantine's ✕ buttons are named in the interface language (and follow a switch).
  const closeLabel = t('common.close');
  const theme = useMemo(() => localizedTheme(closeLabel), [closeLabel]);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      env={env}
    >
      <LazyNotifications position="top-right" limit={4} classNames={notificationClasses} />
      <QueryClientProvider client={client}>
        <AuthProvider>{children}</AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

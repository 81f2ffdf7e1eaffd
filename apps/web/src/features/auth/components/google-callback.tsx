import { Alert, Button, Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LogoMark } from '@/components/logo-mark';
import { paths } from '@/config/paths';
import { browserLocation } from '@/lib/browser';
import { errorCodeText } from '@/lib/error-messages';
import { startSession } from '@/lib/session';
import { useCompleteGoogleLogin } from '../api/complete-google-login';
import { useStartGoogleLogin } from '../api/get-google-login-url';
import type { LoginRouteState } from '../login-route-state';

/** How long the failure stays on screen (with its retry button) before going back to /login. */
export const GOOGLE_FAILURE_REDIRECT_MS = 2500;

/**
 * /google/callback: exchanges Google's `code` (and our `state`) for tokens, then reloads
 * the app at /home. A missing code or a failed exchange shows the reason and a retry button, and
 * soon returns to /login with the error in router state.
 */
export function GoogleCallback() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code');
  const state = searchParams.get('state');
  const exchange = useCompleteGoogleLogin(code ? { code, state } : null);
  const retry = useStartGoogleLogin();

  const failure = !code
    ? errorCodeText('GOOGLE_CODE_MISSING')
    : exchange.isError
      ? t('auth.google.failed')
      : null;

  useEffect(() => {
    if (!exchange.data) return;
    startSession(exchange.data);
    browserLocation.replace(paths.home);
  }, [exchange.data]);

  // Leaving for Google again (retry) cancels the return to /login.
  const retrying = retry.isPending || retry.isSuccess;

  useEffect(() => {
    if (!failure || retrying) return;
    const timer = window.setTimeout(() => {
      const routeState: LoginRouteState = { authError: failure };
      void navigate(paths.login, { replace: true, state: routeState });
    }, GOOGLE_FAILURE_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [failure, retrying, navigate]);

  return (
    <Center mih="100dvh" p="md">
      <Paper withBorder shadow="sm" p="xl" maw={440} w="100%" bg="white">
        <Center mb="lg">
          <LogoMark size={44} />
        </Center>
        {failure ? (
          <Stack gap="md">
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {failure}
            </Alert>
            <Text size="sm" c="dimmed">
              {t('auth.google.redirectSoon')}
            </Text>
            <Stack gap="xs">
              <Button onClick={() => retry.mutate()} loading={retrying}>
                {t('auth.google.retry')}
              </Button>
              <Button
                variant="subtle"
                component={Link}
                to={paths.login}
                replace
                state={{ authError: failure } satisfies LoginRouteState}
              >
                {t('auth.google.backToLogin')}
              </Button>
            </Stack>
          </Stack>
        ) : (
          <Stack align="center" gap="md" py="lg" role="status" aria-live="polite">
            <Loader color="wine" />
            <Text>{t('auth.google.completing')}</Text>
          </Stack>
        )}
      </Paper>
    </Center>
  );
}

import { Alert, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AuthAside } from '@/features/auth/components/auth-aside';
import { AuthShell } from '@/features/auth/components/auth-shell';
import type { LoginRouteState } from '@/features/auth/login-route-state';
import { LoginForm } from '@/features/auth/components/login-form';
import { usePageTitle } from '@/hooks/use-page-title';

/**
 * /login. A guest sent here by a page that needs an account reads why, once, calmly, above the
 * form (no error toast, no modal over it); an error passed in router state (the Google callback's
 * failure) shows in the form.
 */
export function LoginRoute() {
  const { t } = useTranslation();
  const location = useLocation();
  const state = location.state as LoginRouteState | null;
  const authError = state?.authError ?? null;
  const checkout = state?.reason === 'checkout';
  usePageTitle(t('auth.login.title'));
  return (
    <AuthShell
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      aside={<AuthAside title={t('landing.headline')} text={t('landing.lead')} />}
    >
      {state?.from && !authError && (
        <Alert
          variant="light"
          color="wine"
          icon={<IconLock size={18} />}
          title={checkout ? t('auth.required.checkoutTitle') : t('auth.required.title')}
          mb="md"
          role="status"
          data-testid="sign-in-needed"
        >
          <Text size="sm">
            {checkout ? t('auth.required.checkoutText') : t('auth.required.text')}
          </Text>
        </Alert>
      )}
      <LoginForm key={location.key} initialError={authError} />
    </AuthShell>
  );
}

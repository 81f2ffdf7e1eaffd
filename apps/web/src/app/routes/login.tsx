import { Alert, Text } from '@mantine/core';
import { IconLock, IconUserOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AuthAside } from '@/features/auth/components/auth-aside';
import { AuthShell } from '@/features/auth/components/auth-shell';
import type { LoginRouteState } from '@/features/auth/login-route-state';
import { LoginForm } from '@/features/auth/components/login-form';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSession } from '@/lib/session';

/**
 * /login. A guest sent here by a page that needs an account reads why, once, calmly, above the
 * form (no error toast, no modal over it); an error passed in router state (the Google callback's
 * failure) shows in the form. A session ended because an admin switched the account off says so
 * here instead (the words of ACCOUNT_INACTIVE, which a new sign-in attempt answers too).
 */
export function LoginRoute() {
  const { t } = useTranslation();
  const location = useLocation();
  const state = location.state as LoginRouteState | null;
  const authError = state?.authError ?? null;
  const checkout = state?.reason === 'checkout';
  const inactive = useSession().reason === 'account_inactive';
  usePageTitle(t('auth.login.title'));
  return (
    <AuthShell
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      aside={<AuthAside title={t('landing.headline')} text={t('landing.lead')} />}
    >
      {inactive && !authError && (
        <Alert
          variant="light"
          color="red"
          icon={<IconUserOff size={18} />}
          title={t('errors.ACCOUNT_INACTIVE')}
          mb="md"
          role="alert"
          data-testid="account-inactive"
        >
          <Text size="sm">{t('auth.inactive.text')}</Text>
        </Alert>
      )}
      {state?.from && !authError && !inactive && (
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

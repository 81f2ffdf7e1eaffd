import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AuthAside } from '@/features/auth/components/auth-aside';
import { AuthShell } from '@/features/auth/components/auth-shell';
import type { LoginRouteState } from '@/features/auth/login-route-state';
import { LoginForm } from '@/features/auth/components/login-form';
import { usePageTitle } from '@/hooks/use-page-title';

/** /login. Shows an error passed in router state (the Google callback's failure). */
export function LoginRoute() {
  const { t } = useTranslation();
  const location = useLocation();
  const authError = (location.state as LoginRouteState | null)?.authError ?? null;
  usePageTitle(t('auth.login.title'));
  return (
    <AuthShell
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      aside={<AuthAside title={t('landing.headline')} text={t('landing.lead')} />}
    >
      <LoginForm key={location.key} initialError={authError} />
    </AuthShell>
  );
}

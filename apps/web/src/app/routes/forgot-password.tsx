import { useTranslation } from 'react-i18next';
import { AuthAside } from '@/features/auth/components/auth-aside';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { usePageTitle } from '@/hooks/use-page-title';

/** /forgot-password: «Забыли пароль?» from the sign-in form. */
export function ForgotPasswordRoute() {
  const { t } = useTranslation();
  usePageTitle(t('auth.forgot.title'));
  return (
    <AuthShell
      title={t('auth.forgot.title')}
      subtitle={t('auth.forgot.subtitle')}
      aside={<AuthAside title={t('landing.headline')} text={t('landing.lead')} />}
    >
      <ForgotPasswordForm />
    </AuthShell>
  );
}

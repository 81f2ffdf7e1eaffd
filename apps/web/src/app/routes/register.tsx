import { useTranslation } from 'react-i18next';
import { AuthAside } from '@/features/auth/components/auth-aside';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { RegisterForm } from '@/features/auth/components/register-form';
import { usePageTitle } from '@/hooks/use-page-title';

/** /register. */
export function RegisterRoute() {
  const { t } = useTranslation();
  usePageTitle(t('auth.register.title'));
  return (
    <AuthShell
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      aside={
        <AuthAside
          title={t('landing.promises.uniqueTitle')}
          text={t('landing.promises.uniqueText')}
        />
      }
    >
      <RegisterForm />
    </AuthShell>
  );
}

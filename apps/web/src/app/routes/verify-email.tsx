import { useTranslation } from 'react-i18next';
import { AuthAside } from '@/features/auth/components/auth-aside';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { VerifyEmail } from '@/features/auth/components/verify-email';
import { useLinkToken } from '@/hooks/use-link-token';
import { usePageTitle } from '@/hooks/use-page-title';

/** /verify-email?token=…: the page a confirmation email links to, signed in or not. */
export function VerifyEmailRoute() {
  const { t } = useTranslation();
  usePageTitle(t('auth.verify.title'));
  const token = useLinkToken();
  return (
    <AuthShell
      title={t('auth.verify.title')}
      aside={<AuthAside title={t('landing.headline')} text={t('landing.lead')} />}
    >
      <VerifyEmail token={token} />
    </AuthShell>
  );
}

import { Alert, Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AuthAside } from '@/features/auth/components/auth-aside';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { useLinkToken } from '@/hooks/use-link-token';
import { usePageTitle } from '@/hooks/use-page-title';

/** /reset-password?token=…: the page a password reset email links to. */
export function ResetPasswordRoute() {
  const { t } = useTranslation();
  usePageTitle(t('auth.reset.title'));
  const token = useLinkToken();
  return (
    <AuthShell
      title={t('auth.reset.title')}
      subtitle={t('auth.reset.subtitle')}
      aside={<AuthAside title={t('landing.headline')} text={t('landing.lead')} />}
    >
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <Stack gap="md">
          <Alert color="red" variant="light" role="alert">
            {t('auth.reset.noToken')}
          </Alert>
          <Anchor component={Link} to={paths.forgotPassword} fw={600} ta="center">
            {t('auth.reset.again')}
          </Anchor>
        </Stack>
      )}
    </AuthShell>
  );
}

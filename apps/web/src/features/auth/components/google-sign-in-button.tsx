import { Button, Divider } from '@mantine/core';
import { IconBrandGoogleFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '@/api/get-public-config';
import { useStartGoogleLogin } from '../api/get-google-login-url';

/** 'Войти через Google', shown only when the API says Google sign-in is configured. */
export function GoogleSignInButton() {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const start = useStartGoogleLogin();
  if (!config.data?.google_enabled) return null;
  return (
    <>
      <Divider label={t('common.or')} labelPosition="center" my="xs" />
      <Button
        variant="default"
        fullWidth
        size="md"
        leftSection={<IconBrandGoogleFilled size={18} />}
        loading={start.isPending || start.isSuccess}
        onClick={() => start.mutate()}
      >
        {t('auth.google.button')}
      </Button>
    </>
  );
}

import { Box, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FullPageLoader } from '@/components/full-page-loader';
import { LanguageCard } from '@/components/language-card';
import { paths } from '@/config/paths';
import { useProfile } from '@/features/profile/api/get-profile';
import { DangerZone } from '@/features/profile/components/danger-zone';
import { EmailCard } from '@/features/profile/components/email-card';
import { PasswordCard } from '@/features/profile/components/password-card';
import { SettingsForm } from '@/features/profile/components/settings-form';
import { usePageTitle } from '@/hooks/use-page-title';
import { notifySuccess } from '@/lib/notify';

/** /settings: the profile form, avatar, try-on photo, email, password and account deletion. */
export function SettingsRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle(t('settings.title'));
  const { profile } = useProfile();
  if (!profile) return <FullPageLoader />;
  return (
    <Box py={{ base: 'xs', sm: 'md' }}>
      <Title order={1}>{t('settings.title')}</Title>
      <Text c="dimmed" mt={4} mb="lg">
        {t('settings.subtitle')}
      </Text>
      <SettingsForm
        profile={profile}
        footer={
          <>
            <LanguageCard />
            <EmailCard profile={profile} />
            <PasswordCard hasPassword={profile.has_password} />
            <DangerZone
              onDeleted={() => {
                notifySuccess(t('settings.danger.deleted'), { id: 'account-deleted' });
                // /logout ends the session and lands on / without the sign-in gate's warning.
                void navigate(paths.logout, { replace: true });
              }}
            />
          </>
        }
      />
    </Box>
  );
}

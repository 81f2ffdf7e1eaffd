import { useTranslation } from 'react-i18next';
import { FullPageLoader } from '@/components/full-page-loader';
import { useProfile } from '@/features/profile/api/get-profile';
import { ProfileView } from '@/features/profile/components/profile-view';
import { usePageTitle } from '@/hooks/use-page-title';

/** /profile: read-only. */
export function ProfileRoute() {
  const { t } = useTranslation();
  usePageTitle(t('profile.title'));
  const { profile } = useProfile();
  if (!profile) return <FullPageLoader />;
  return <ProfileView profile={profile} />;
}

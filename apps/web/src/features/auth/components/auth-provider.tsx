import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FullPageLoader } from '@/components/full-page-loader';
import { notifyError } from '@/lib/notify';
import { endSession, setSessionUser, useSession } from '@/lib/session';
import { useMe } from '../api/get-me';

/**
 * Starts the session: when an access token is stored, GET /api/me runs and a full-page
 * loader shows until it answers; the user is then cached, or on failure the tokens are cleared
 * and the app continues signed out. The session itself is read with `useSession()` from
 * lib/session (shared, so every feature can tell who is signed in). A session ended because an
 * admin switched the account off (any call answered ACCOUNT_INACTIVE) is told once, wherever the
 * person is: a guest page stays, a signed-in one goes to /login, which says it again.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const loading = session.status === 'loading';
  const me = useMe({ enabled: loading });
  const { t } = useTranslation();
  const inactive = session.reason === 'account_inactive';

  useEffect(() => {
    if (inactive) notifyError(t('errors.ACCOUNT_INACTIVE'), { id: 'account-inactive' });
  }, [inactive, t]);

  useEffect(() => {
    if (!loading) return;
    if (me.isSuccess) setSessionUser(me.data);
    else if (me.isError) endSession();
  }, [loading, me.isSuccess, me.isError, me.data]);

  if (loading) return <FullPageLoader />;
  return children;
}

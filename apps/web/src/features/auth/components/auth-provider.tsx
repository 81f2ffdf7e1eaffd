import { useEffect, type ReactNode } from 'react';
import { FullPageLoader } from '@/components/full-page-loader';
import { endSession, setSessionUser, useSession } from '@/lib/session';
import { useMe } from '../api/get-me';

/**
 * Starts the session: when an access token is stored, GET /api/me runs and a full-page
 * loader shows until it answers; the user is then cached, or on failure the tokens are cleared
 * and the app continues signed out. The session itself is read with `useSession()` from
 * lib/session (shared, so every feature can tell who is signed in).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const loading = session.status === 'loading';
  const me = useMe({ enabled: loading });

  useEffect(() => {
    if (!loading) return;
    if (me.isSuccess) setSessionUser(me.data);
    else if (me.isError) endSession();
  }, [loading, me.isSuccess, me.isError, me.data]);

  if (loading) return <FullPageLoader />;
  return children;
}

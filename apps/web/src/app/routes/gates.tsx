import type { User } from '@shop/contract';
import { hasPanelAccess } from '@shop/contract';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageLoader } from '@/components/full-page-loader';
import { paths } from '@/config/paths';
import { i18n } from '@/lib/i18n/i18n';
import { notifyError } from '@/lib/notify';
import { useSession } from '@/lib/session';
import type { LoginRouteState } from '@/features/auth/login-route-state';

/**
 * Route gates. While the session loads: a centred spinner. Guests on protected pages go to /login,
 * which says calmly why (one notice on the page, no error toast, no modal over the form); after
 * signing in they come back. Signed-in users skip the
 * guest pages. Role gates send others to /home with 'Доступ запрещён'.
 */

function safeReturnPath(state: unknown): string | null {
  const from = (state as LoginRouteState | null)?.from;
  if (!from || typeof from.pathname !== 'string') return null;
  const { pathname } = from;
  if (!pathname.startsWith('/') || pathname.startsWith('//') || pathname === paths.logout)
    return null;
  return `${pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/** What /login needs to bring the guest back here after signing in. */
function loginStateFor(pathname: string, search: string, hash: string): LoginRouteState {
  return { from: { pathname, search, hash } };
}

/** Protected pages: signed-in users only. */
export function RequireAuth() {
  const { status } = useSession();
  const { pathname, search, hash } = useLocation();

  if (status === 'loading') return <FullPageLoader />;
  if (status === 'guest') {
    return <Navigate to={paths.login} replace state={loginStateFor(pathname, search, hash)} />;
  }
  return <Outlet />;
}

/**
 * Pages open to everyone inside the shop layout (the catalogue, decision 008): they wait for the
 * session check so the header does not flash the guest buttons for a signed-in user.
 */
export function WaitForSession() {
  const { status } = useSession();
  if (status === 'loading') return <FullPageLoader />;
  return <Outlet />;
}

/** /, /login, /register: a signed-in user goes to /home (or back to the page that sent them here). */
export function RedirectIfAuthenticated() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <FullPageLoader />;
  if (status === 'authenticated') {
    return <Navigate to={safeReturnPath(location.state) ?? paths.home} replace />;
  }
  return <Outlet />;
}

function RoleGate({ allowed }: { allowed: (user: User) => boolean }) {
  const { user } = useSession();
  const permitted = user !== null && allowed(user);

  useEffect(() => {
    if (!permitted) notifyError(i18n.t('auth.accessDenied'), { id: 'access-denied' });
  }, [permitted]);

  if (!permitted) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}

/** Admin-only pages: users, outfits admin, import tool, system analytics. */
export function RequireAdmin() {
  return <RoleGate allowed={(user) => user.is_admin} />;
}

/** The admin panel gate: admins and moderators (items, item analytics). */
export function RequirePanelAccess() {
  return <RoleGate allowed={hasPanelAccess} />;
}

import type { User } from '@shop/contract';
import { adminLandingPath, hasPanelAccess, worksOrders } from '@shop/contract';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
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
 * guest pages. Role gates send shoppers to /home with 'Доступ запрещён'; staff who open a section
 * of the admin area their roles do not give are told «Нет доступа» on the page itself, with the
 * way to their own sections.
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

/** What a member of staff sees in place of a section their roles do not open. */
function NoAccess({ user }: { user: User }) {
  const { t } = useTranslation();
  const landing = adminLandingPath(user);
  return (
    <Stack gap="sm" py="xl" align="flex-start" role="alert">
      <Title order={2} fz="h3">
        {t('auth.noAccess.title')}
      </Title>
      <Text>{t('auth.noAccess.text')}</Text>
      {landing && (
        <Button component={Link} to={landing} variant="light">
          {t('auth.noAccess.back')}
        </Button>
      )}
    </Stack>
  );
}

function RoleGate({ allowed }: { allowed: (user: User) => boolean }) {
  const { user } = useSession();
  const permitted = user !== null && allowed(user);
  const staff = hasPanelAccess(user);

  useEffect(() => {
    if (!permitted && !staff) notifyError(i18n.t('auth.accessDenied'), { id: 'access-denied' });
  }, [permitted, staff]);

  if (permitted) return <Outlet />;
  if (staff) return <NoAccess user={user!} />;
  return <Navigate to={paths.home} replace />;
}

/** Admin-only pages: accounts and roles, outfits admin, import tool, settings, system, audit. */
export function RequireAdmin() {
  return <RoleGate allowed={(user) => user.is_admin} />;
}

/** Orders, their emails and customers: admins and orders managers. */
export function RequireOrders() {
  return <RoleGate allowed={worksOrders} />;
}

/** The catalogue's pages (items, item analytics): admins and moderators. */
export function RequireCatalogue() {
  return <RoleGate allowed={(user) => user.is_admin || user.is_moderator} />;
}

/** The admin panel gate: every role of the admin area (admins, moderators, orders managers). */
export function RequirePanelAccess() {
  return <RoleGate allowed={hasPanelAccess} />;
}

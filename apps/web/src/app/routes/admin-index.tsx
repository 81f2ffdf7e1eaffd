import { adminLandingPath } from '@shop/contract';
import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

/** /admin: an admin lands on the users, a moderator on the items. */
export function AdminIndexRoute() {
  const { user } = useSession();
  const landing = user ? adminLandingPath(user) : null;
  return <Navigate to={landing ?? paths.home} replace />;
}

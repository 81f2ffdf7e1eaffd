import {
  notificationsStore,
  useNotifications,
  type NotificationsProps,
} from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

// Through a module of our own: a dynamic import of the package itself would bring its whole
// namespace, and with it the container, into the chunk that holds the store.
const Notifications = lazy(() => import('./notifications-host'));

/**
 * Mantine's toasts, loaded with the first toast instead of with the landing (their container,
 * transitions and scroll-lock helpers are about 10 KB): `notifications.show` only fills a store,
 * which the container shows once it is there. It stays mounted afterwards, so toasts animate out.
 */
export function LazyNotifications(props: NotificationsProps) {
  const state = useNotifications(notificationsStore);
  const [needed, setNeeded] = useState(false);
  if (!needed && (state.notifications.length > 0 || state.queue.length > 0)) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications {...props} />
    </Suspense>
  );
}

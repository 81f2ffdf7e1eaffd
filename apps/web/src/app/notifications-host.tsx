/** Mantine's toast container, loaded by lazy-notifications.tsx with the first toast. */
export { Notifications as default } from '@mantine/notifications';

import '@mantine/notifications/styles.css';
import { Notifications, type NotificationsProps } from '@mantine/notifications';

/**
 * The toast container on its own, so the provider can load it after the first page (issue 18): importing the
 * package itself lazily would keep all of it in the first script, since the provider needs its store at once.
 */
export function ToastContainer(props: NotificationsProps) {
  return <Notifications {...props} />;
}

import { breakpoints } from '@deckhand/contract';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
// The toasts' styles come with them (app/mantine-styles.ts): the first toast loads this module.
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import classes from './toast-list.module.css';

/** From the tablet breakpoint up (§9). */
const wideQuery = `(min-width: ${breakpoints.tablet / 16}em)`;

/**
 * Mantine's notifications, which ToastHost loads once the first toast shows. Where toasts appear: at the bottom, away from the sticky header, the announcements under it
 * (and their close buttons) and the account section bar on phones; bottom right on wider
 * screens, bottom centre on phones, and above the cookie banner while it shows. At most five at
 * a time, above modals.
 */
export function ToastList() {
  const isWide = useMediaQuery(wideQuery, true, { getInitialValueInEffect: false });
  return (
    <Notifications
      position={isWide ? 'bottom-right' : 'bottom-center'}
      limit={5}
      zIndex={400}
      className={classes.host}
    />
  );
}

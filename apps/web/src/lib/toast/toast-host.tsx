import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const ToastList = lazy(() =>
  import('./toast-list').then(({ ToastList }) => ({ default: ToastList })),
);

/**
 * The toasts' place in the app. Mantine's notifications (their list, transitions and portal) load
 * and mount once the first toast is shown (`showToast` queues it in Mantine's store, which the
 * list reads when it mounts), then stay: no page's first wave downloads them, the server's HTML
 * has no host to hydrate, and hydration mounts no portal.
 */
export function ToastHost() {
  const { notifications, queue } = useNotifications();
  const [isNeeded, setNeeded] = useState(false);
  if (!isNeeded && (notifications.length > 0 || queue.length > 0)) setNeeded(true);
  return isNeeded ? (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  ) : null;
}

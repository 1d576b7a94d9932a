import { Notifications } from '@mantine/notifications';
import { Outlet, ScrollRestoration } from 'react-router';
import { useInit } from '@/features/app-init/api/get-init';
import { useFlashMessageToast } from '@/features/app-init/hooks/use-flash-message-toast';
import { useSessionRefresh } from '@/features/session/hooks/use-session-refresh';
import { ModalManagerProvider } from '@/lib/modals/modal-manager-provider';
import { PageLoader } from '@/ui/page-loader';
import classes from './app-root.module.css';
import { useClearReferrer } from './guards/use-clear-referrer';

/**
 * The root route: toasts and the modal manager live inside the router (their links navigate,
 * and a path change closes modals). Pages wait for init, which holds the current user.
 */
export function AppRoot() {
  const init = useInit();
  useFlashMessageToast();
  useClearReferrer();
  useSessionRefresh();
  return (
    <ModalManagerProvider>
      <Notifications position="top-right" limit={5} zIndex={400} className={classes.toasts} />
      {init.isPending ? <PageLoader isFullPage /> : <Outlet />}
      <ScrollRestoration />
    </ModalManagerProvider>
  );
}

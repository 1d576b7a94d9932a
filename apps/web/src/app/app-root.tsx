import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useFlashMessageToast } from '@/features/app-init/hooks/use-flash-message-toast';
import { useSessionRefresh } from '@/features/session/hooks/use-session-refresh';
import { CookieConsent } from '@/lib/consent/cookie-consent';
import { useInit } from '@/lib/init/get-init';
import { ModalManagerProvider } from '@/lib/modals/modal-manager-provider';
import { markHydrated } from '@/lib/ssr/use-browser-state';
import { ToastHost } from '@/lib/toast/toast-host';
import { PageLoader } from '@/ui/page-loader';
import { useClearReferrer } from './guards/use-clear-referrer';
import { NewVersionNotice } from './new-version/new-version-notice';
import { ScriptsFailedNotice } from './new-version/scripts-failed-notice';

/**
 * The root route: toasts and the modal manager live inside the router (their links navigate,
 * and a path change closes modals). Pages wait for init, which holds the current user.
 */
export function AppRoot() {
  const init = useInit();
  useFlashMessageToast();
  useClearReferrer();
  useSessionRefresh();
  useEffect(markHydrated, []);
  return (
    <ModalManagerProvider>
      <ToastHost />
      {init.isPending ? <PageLoader isFullPage /> : <Outlet />}
      <CookieConsent />
      <NewVersionNotice />
      <ScriptsFailedNotice />
      <ScrollRestoration />
    </ModalManagerProvider>
  );
}

import { apiPrefix, endpoints, type TCustomerSettings, type TModalFlag } from '@deckhand/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { http } from '@/lib/http/http-client';
import { getInitQueryOptions } from '@/lib/init/get-init';
import { useCurrentUser } from '@/lib/init/use-current-user';

/** PUT /v1/customers/settings: the settings object, whole; answers it as saved. */
export function saveCustomerSettings(settings: TCustomerSettings): Promise<TCustomerSettings> {
  return http.put({
    path: `${apiPrefix}${endpoints.customers.settings}`,
    schema: 'ZCustomerSettingsResponse',
    body: settings,
  });
}

/**
 * Remembers that the current person answered a modal of §3 (pro, onlineSubscriptionsPopup,
 * couldSavePopup): the flag goes into their customer settings on the server, with every other
 * setting kept (the object is saved whole), so no device of theirs shows the modal again. The
 * current user's settings change at once; a failed save is not worth a toast (the modal is closed
 * either way and may come back on the next visit).
 */
export function useRememberModal() {
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  return useCallback(
    async (flag: TModalFlag) => {
      if (!user) return;
      const settings: TCustomerSettings = {
        ...user.settings,
        modals: { ...user.settings.modals, [flag]: true },
      };
      const storeSettings = (next: TCustomerSettings) =>
        queryClient.setQueryData(getInitQueryOptions().queryKey, (init) =>
          init?.user ? { ...init, user: { ...init.user, settings: next } } : init,
        );
      storeSettings(settings);
      try {
        storeSettings(await saveCustomerSettings(settings));
      } catch {
        // Shown and answered in this session already; the server offers it again next time.
      }
    },
    [queryClient, user],
  );
}

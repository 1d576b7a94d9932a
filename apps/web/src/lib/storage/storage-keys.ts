/** Every key the app keeps in browser storage, in one place. */
export const storageKeys = {
  deviceId: 'deckhand.device-id',
  referrer: 'deckhand.referrer',
  dismissedAlerts: 'deckhand.dismissed-alerts',
} as const;

export type TStorageKey = (typeof storageKeys)[keyof typeof storageKeys];

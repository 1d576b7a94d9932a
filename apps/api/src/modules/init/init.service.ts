import type { TCurrentUser, TFlashMessage, TInitResponse } from '@deckhand/contract';
import type { AppConfig } from '../../config.ts';
import type { AccountNotices } from './account-notices.ts';
import type { ActiveAlertsReader } from './active-alerts-reader.ts';
import { detectCountryCode, isEuCountry } from './country-detection.ts';

export interface GetInitDataOptions {
  alerts: ActiveAlertsReader;
  /** The signed-in customer's own alerts and popups (none when anonymous). */
  accountNotices?: AccountNotices;
  config: Pick<AppConfig, 'appEnv' | 'paymentPublicKey' | 'enableProCoupons'>;
  clientIp: string;
  /** The configured country header's value; undefined when no header is configured. */
  countryHeaderValue: unknown;
  flashMessage: TFlashMessage | null;
  user: TCurrentUser | null;
  now?: Date;
}

/** Everything the SPA needs before its first render (GET /v1/init, §3 and §7). */
export async function getInitData(options: GetInitDataOptions): Promise<TInitResponse> {
  const { config, clientIp } = options;
  const siteAlerts = await options.alerts.findActive(options.now ?? new Date());
  const alerts = [...siteAlerts, ...(options.accountNotices?.alerts ?? [])];
  const countryCode = detectCountryCode({ headerValue: options.countryHeaderValue, ip: clientIp });
  return {
    alerts,
    countryCode,
    env: {
      appEnv: config.appEnv,
      paymentPublicKey: config.paymentPublicKey,
      userIp: clientIp,
    },
    flashMessage: options.flashMessage,
    isEu: isEuCountry(countryCode),
    popups: options.accountNotices?.popups ?? [],
    user: options.user,
    enableProCoupons: config.enableProCoupons,
  };
}

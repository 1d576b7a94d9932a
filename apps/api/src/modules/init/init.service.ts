import type { TCurrentUser, TFlashMessage, TInitResponse } from '@deckhand/contract';
import type { AppConfig } from '../../config.ts';
import type { ActorAccount } from '../../platform/auth/actor.ts';
import { detectCountryCode, isEuCountry } from '../../platform/geo/country-detection.ts';
import {
  type AccountNoticeSource,
  collectAccountNotices,
} from '../../platform/notices/account-notices.ts';
import type { ActiveAlertsReader } from './active-alerts-reader.ts';

export interface GetInitDataOptions {
  alerts: ActiveAlertsReader;
  /** The signed-in user's account as the session's query read it; null when anonymous. */
  account?: ActorAccount | null;
  /** Where the customer's own alerts and popups come from (billing, subscription). */
  accountNotices?: readonly AccountNoticeSource[];
  config: Pick<AppConfig, 'appEnv' | 'paymentPublicKey' | 'enableProCoupons' | 'sentryDsn'>;
  clientIp: string;
  /** The configured country header's value; undefined when no header is configured. */
  countryHeaderValue: unknown;
  flashMessage: TFlashMessage | null;
  user: TCurrentUser | null;
  now?: Date;
}

/** Where the browser reports its errors: nowhere in development and test (§8). */
const getErrorReportingDsn = ({ appEnv, sentryDsn }: GetInitDataOptions['config']) =>
  appEnv === 'development' || appEnv === 'test' ? null : sentryDsn;

/** Everything the SPA needs before its first render (GET /v1/init, §3 and §7). */
export async function getInitData(options: GetInitDataOptions): Promise<TInitResponse> {
  const { config, clientIp } = options;
  const siteAlerts = await options.alerts.findActive(options.now ?? new Date());
  const countryCode = detectCountryCode({ headerValue: options.countryHeaderValue, ip: clientIp });
  const isEu = isEuCountry(countryCode);
  const { account, user } = options;
  const notices = await collectAccountNotices(
    options.accountNotices ?? [],
    account && user ? { account, user, isEu } : null,
  );
  return {
    alerts: [...siteAlerts, ...notices.alerts],
    countryCode,
    env: {
      appEnv: config.appEnv,
      paymentPublicKey: config.paymentPublicKey,
      errorReportingDsn: getErrorReportingDsn(config),
      userIp: clientIp,
    },
    flashMessage: options.flashMessage,
    isEu,
    popups: notices.popups,
    user: options.user,
    enableProCoupons: config.enableProCoupons,
  };
}

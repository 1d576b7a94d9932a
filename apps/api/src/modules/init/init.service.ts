import type { TAlert, TCurrentUser, TFlashMessage, TInitResponse } from '@deckhand/contract';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { detectCountryCode, isEuCountry } from './country-detection.ts';
import { findActiveAlerts } from './init.queries.ts';

export interface GetInitDataOptions {
  db: Db;
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
  const { db, config, clientIp } = options;
  const rows = await findActiveAlerts(db, options.now ?? new Date());
  const alerts: TAlert[] = rows.map(({ key, hash, message, type }) => ({
    key,
    hash,
    message,
    type,
  }));
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
    // Upsell offers arrive with billing.
    popups: [],
    user: options.user,
    enableProCoupons: config.enableProCoupons,
  };
}

import type { TCurrentUser, TFlashMessage, TInitResponse } from '@deckhand/contract';
import type { AppConfig } from '../../config.ts';
import type { ActorAccount } from '../../platform/auth/actor.ts';
import { detectCountryCode, isEuCountry } from '../../platform/geo/country-detection.ts';
import {
  type AccountNoticeSource,
  collectAccountNotices,
} from '../../platform/notices/account-notices.ts';
import type { ActiveAlertsReader } from './active-alerts-reader.ts';
import type { SignedInAnswers } from './signed-in-answers.ts';

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

/**
 * Everything the SPA needs before its first render (GET /v1/init, §3 and §7) is built in two
 * parts. What init says to anyone at this address: the site's alerts, the country, the environment and
 * the flash message, with no user. A signed-in answer is this with the account's notices and the
 * user (withAccount).
 */
export async function getVisitorInitData(
  options: Omit<GetInitDataOptions, 'account' | 'accountNotices' | 'user'>,
): Promise<TInitResponse> {
  const { config, clientIp } = options;
  const siteAlerts = await options.alerts.findActive(options.now ?? new Date());
  const countryCode = detectCountryCode({ headerValue: options.countryHeaderValue, ip: clientIp });
  return {
    alerts: siteAlerts,
    countryCode,
    env: {
      appEnv: config.appEnv,
      paymentPublicKey: config.paymentPublicKey,
      errorReportingDsn: getErrorReportingDsn(config),
      userIp: clientIp,
    },
    flashMessage: options.flashMessage,
    isEu: isEuCountry(countryCode),
    popups: [],
    user: null,
    enableProCoupons: config.enableProCoupons,
  };
}

/**
 * A visitor's answer with the signed-in user and their account's alerts (after the site's) and
 * popups. What the account adds nothing to is the visitor's own object (the same arrays, the same
 * environment), so an answer built from a kept visitor answer encodes them once
 * (memoizeFieldsSerializer); with `kept`, the whole answer is kept while its parts are the same
 * objects (signed-in-answers.ts) and encoded once.
 */
export async function withAccount(
  visitor: TInitResponse,
  options: Pick<GetInitDataOptions, 'account' | 'accountNotices' | 'user'> & {
    /** Where answers are kept when `visitor` is a kept (frozen) one: the route's answers. */
    kept?: SignedInAnswers;
  },
): Promise<TInitResponse> {
  const { account, user } = options;
  if (!user) return visitor;
  const notices = await collectAccountNotices(
    options.accountNotices ?? [],
    account ? { account, user, isEu: visitor.isEu } : null,
  );
  const build = (): TInitResponse => ({
    ...visitor,
    alerts: notices.alerts.length > 0 ? [...visitor.alerts, ...notices.alerts] : visitor.alerts,
    popups: notices.popups.length > 0 ? [...visitor.popups, ...notices.popups] : visitor.popups,
    user,
  });
  return options.kept ? options.kept.get(visitor, user, notices, build) : build();
}

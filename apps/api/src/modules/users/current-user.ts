import {
  currencyDefaults,
  getCurrencySymbol,
  suspendedReasonDescriptions,
  type TCurrentUser,
  toMajorUnits,
} from '@deckhand/contract';
import type { Db } from '../../db/database.ts';
import { type ActorAccount, toPermissionUser } from '../../platform/auth/actor.ts';
import { findCountryById } from '../countries/index.ts';
import { getUserAccount } from './users.queries.ts';

function getUserCountry(countryId: number | null): TCurrentUser['country'] {
  const country = findCountryById(countryId);
  if (!country) return null;
  return {
    id: country.id,
    name: country.name,
    countryCode: country.code,
    dialCode: country.dialCode,
  };
}

/**
 * Maps a user account to the contract's current user (§3). Balance, card, purchased packages,
 * subscription and suspension come from the team's billing rows (the session query's summary);
 * orders arrive with a later module, so their fields hold the "nothing yet" values.
 * Staff have null customerType, orderId and customerAccountId.
 */
export function buildCurrentUser({ account, token }: { account: ActorAccount; token?: string }) {
  const { user, team, billing, settings } = account;
  const isStaff = user.isStaff;
  const currency = team?.currency ?? currencyDefaults.currency;
  const customerType = isStaff ? null : (team?.customerType ?? '');
  const subscription = isStaff ? null : (billing?.subscription ?? null);
  const suspendedReason = isStaff ? null : (team?.suspendedReason ?? null);
  const current: TCurrentUser = {
    ...toPermissionUser(account),
    id: user.id,
    name: user.name,
    email: user.email,
    address: user.address,
    balance: isStaff ? 0 : toMajorUnits(team?.creditBalance ?? 0),
    cardDigits: isStaff ? null : (billing?.cardDigits ?? null),
    city: user.city,
    company: user.company,
    country: getUserCountry(user.countryId),
    currency,
    currencySymbol: getCurrencySymbol(currency),
    customerAccountId: isStaff ? null : (team?.id ?? null),
    customerType,
    dashboardUrl: null,
    dialCode: user.dialCode,
    hasCard: !isStaff && (billing?.cardDigits ?? null) !== null,
    hasCredits: !isStaff && (team?.creditBalance ?? 0) > 0,
    isRetainer: customerType === 'retainer',
    needsQuestions: false,
    notifications: null,
    orderId: null,
    phone: user.phone === null ? null : user.phone.replace(/\D/g, ''),
    state: user.state,
    subscriptionType: subscription?.planKey ?? null,
    subscriptionProducts: subscription?.products ?? [],
    supportsConfidentialOrder: !isStaff && (team?.supportsConfidentialOrder ?? false),
    organisationName: isStaff ? null : (team?.name ?? null),
    suspended: suspendedReason !== null,
    suspendedReason:
      suspendedReason === null
        ? null
        : {
            description: suspendedReasonDescriptions[suspendedReason],
            key: suspendedReason,
            comment: team?.suspendedComment ?? null,
          },
    ...(token ? { token } : {}),
    zip: user.zip,
    settings: settings?.settings ?? {},
  };
  return current;
}

/**
 * The current user of a user id, or null when the user does not exist. Given the account the
 * session's query already read (init, /users/me), it queries nothing.
 */
export async function getCurrentUser(options: {
  db: Db;
  userId: number;
  token?: string;
  account?: ActorAccount;
}): Promise<TCurrentUser | null> {
  const account = options.account ?? (await getUserAccount(options.db, options.userId));
  return account ? buildCurrentUser({ account, token: options.token }) : null;
}

import {
  getCreditPackageDiscount,
  type TCurrentUser,
  type TUpsellPopup,
  toMajorUnits,
} from '@deckhand/contract';
import type { Db } from '../../../db/database.ts';
import type { CreditPackageRow } from '../../../db/schema/index.ts';
import { createShortLivedCopy } from '../../../platform/cache/short-lived-copy.ts';
import type { AccountNoticeSource } from '../../../platform/notices/account-notices.ts';
import { getUpsellPackage } from './credits.queries.ts';

type TUpsellUser = Pick<
  TCurrentUser,
  'isStaff' | 'manageCredits' | 'purchasedPackages' | 'hasDailyCapacity'
>;

/** Customers who manage credits, never bought a pack and have no daily capacity. */
function isOfferedUpsell(user: TUpsellUser | null): user is TUpsellUser {
  return Boolean(
    user &&
      !user.isStaff &&
      user.manageCredits &&
      !user.purchasedPackages &&
      !user.hasDailyCapacity,
  );
}

/** The popup of a pack: money in major units, as ZUpsellPopup (and the user's balance) speak. */
function toUpsellPopup(pack: CreditPackageRow): TUpsellPopup {
  const discount = getCreditPackageDiscount(pack.amount, pack.credits);
  return {
    key: 'upsell',
    amount: toMajorUnits(pack.amount),
    slides: pack.approxSlides,
    discount: toMajorUnits(discount.amount),
    percentage: discount.percentage,
  };
}

/**
 * The init payload's upsell popup (§3 popups): the active is_upsell pack, offered to customers
 * who manage credits, have never bought a pack and have no daily capacity; else none.
 */
export async function findUpsellPopups(options: {
  db: Db;
  user: TUpsellUser | null;
}): Promise<TUpsellPopup[]> {
  if (!isOfferedUpsell(options.user)) return [];
  const pack = await getUpsellPackage(options.db);
  return pack ? [toUpsellPopup(pack)] : [];
}

/**
 * findUpsellPopups as an init notice source: the upsell pack is read at most once per `ttlMs`
 * (packs change rarely), so init asks the database nothing for it most of the time, and hands out
 * one popup object per reading.
 */
export function createUpsellPopupSource(options: {
  db: Db;
  ttlMs?: number;
  now?: () => number;
}): AccountNoticeSource {
  const { db, ttlMs = 60_000, now = Date.now } = options;
  // The popup of the pack the copy holds: the same frozen object while the copy is the same row,
  // so init's answer for a signed-in customer can be kept (modules/init/signed-in-answers.ts).
  const readPopup = createShortLivedCopy(
    async () => {
      const pack = await getUpsellPackage(db);
      return pack ? Object.freeze(toUpsellPopup(pack)) : null;
    },
    { ttlMs, clock: now },
  );
  return async ({ user }) => {
    if (!isOfferedUpsell(user)) return {};
    const popup = await readPopup();
    return popup ? { popups: [popup] } : {};
  };
}

import {
  getCreditPackageDiscount,
  type TCurrentUser,
  type TInitResponse,
  toMajorUnits,
} from '@deckhand/contract';
import type { Db } from '../../db/database.ts';
import { getUpsellPackage } from './credits.queries.ts';

type TUpsellPopup = TInitResponse['popups'][number];

/**
 * The init payload's upsell popup (§3 popups): the upsell pack offered to customers who manage
 * credits, have never bought a pack and have no daily capacity. Money in major units, as
 * ZUpsellPopup (and the current user's balance) speak.
 */
export async function findUpsellPopups(options: {
  db: Db;
  user: Pick<
    TCurrentUser,
    'isStaff' | 'manageCredits' | 'purchasedPackages' | 'hasDailyCapacity'
  > | null;
}): Promise<TUpsellPopup[]> {
  const { user } = options;
  if (!user || user.isStaff || !user.manageCredits) return [];
  if (user.purchasedPackages || user.hasDailyCapacity) return [];
  const pack = await getUpsellPackage(options.db);
  if (!pack) return [];
  const discount = getCreditPackageDiscount(pack.amount, pack.credits);
  return [
    {
      key: 'upsell',
      amount: toMajorUnits(pack.amount),
      slides: pack.approxSlides,
      discount: toMajorUnits(discount.amount),
      percentage: discount.percentage,
    },
  ];
}

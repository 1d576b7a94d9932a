import type { Db } from '../../db/database.ts';
import type { AccountNoticeSource } from '../../platform/notices/account-notices.ts';
import { findVatAlert } from './billing-details/vat-alert.ts';
import { createUpsellPopupSource } from './credits/upsell-popups.ts';
import { findSubscriptionAlerts } from './subscription/subscription-alerts.ts';
import { createSubscriptionOfferSource } from './subscription/subscription-offer.ts';

/**
 * The account notices of billing (§3 init alerts and popups): the VAT alert, the subscription's
 * paused and suspended alerts, the upsell popup and the online subscription offer. All but the upsell pack come from the
 * session's account; the pack is read at most once a minute per instance.
 */
export function createBillingNoticeSources(db: Db): AccountNoticeSource[] {
  return [
    ({ account, isEu }) => {
      const alert = findVatAlert({ billing: account.billing, isEu });
      return { alerts: alert ? [alert] : [] };
    },
    ({ account }) => ({ alerts: findSubscriptionAlerts(account) }),
    createUpsellPopupSource({ db }),
    createSubscriptionOfferSource({ db }),
  ];
}

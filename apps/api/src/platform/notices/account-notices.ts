import type { TAlert, TCurrentUser, TInitPopup } from '@deckhand/contract';
import type { ActorAccount } from '../auth/actor.ts';

/** What init adds for one signed-in customer: their account's alerts and popups (offers). */
export interface AccountNotices {
  alerts: TAlert[];
  popups: TInitPopup[];
}

/**
 * One source of account notices (the VAT alert, the subscription's alerts, the upsell offer).
 * It reads the account the session's query already holds; a source that needs more data keeps
 * its own short-lived cache rather than querying on every init.
 */
export type AccountNoticeSource = (
  input: AccountNoticeInput,
) => Partial<AccountNotices> | Promise<Partial<AccountNotices>>;

export interface AccountNoticeInput {
  account: ActorAccount;
  user: TCurrentUser;
  /** The visitor's detected country is in the EU (init's isEu). */
  isEu: boolean;
}

/** The notices of every source, in the order given. Staff get none. */
export async function collectAccountNotices(
  sources: readonly AccountNoticeSource[],
  input: AccountNoticeInput | null,
): Promise<AccountNotices> {
  const notices: AccountNotices = { alerts: [], popups: [] };
  if (!input || input.user.isStaff) return notices;
  for (const found of await Promise.all(sources.map((source) => source(input)))) {
    notices.alerts.push(...(found.alerts ?? []));
    notices.popups.push(...(found.popups ?? []));
  }
  return notices;
}

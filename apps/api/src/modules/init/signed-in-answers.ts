import type { TCurrentUser, TInitResponse } from '@deckhand/contract';
import type { AccountNotices } from '../../platform/notices/account-notices.ts';

interface KeptAnswer {
  visitor: TInitResponse;
  notices: AccountNotices;
  answer: TInitResponse;
}

const sameItems = (kept: readonly unknown[], found: readonly unknown[]) =>
  kept.length === found.length && kept.every((item, index) => item === found[index]);

/**
 * The signed-in answers of GET /v1/init, one per current user object, kept while they would be
 * built from the same parts: the same kept visitor answer (modules/init/anonymous-answers.ts),
 * the same user object (this instance's copy of the session, platform/auth/session-user.ts) and
 * the same notice objects (the sources hand out one object per alert or offer: fixedAlert, the
 * upsell and subscription offers). Such an answer is frozen, so the route's serializer encodes
 * it once (memoizeFieldsSerializer) rather than on every request of a signed-in page. Any part
 * changed (a new visitor answer once the site's alerts change, a session read again, an offer's
 * count) builds a new answer. Kept weakly: an answer goes with its user object.
 */
export function createSignedInAnswers() {
  const byUser = new WeakMap<TCurrentUser, KeptAnswer>();
  return {
    get(
      visitor: TInitResponse,
      user: TCurrentUser,
      notices: AccountNotices,
      build: () => TInitResponse,
    ): TInitResponse {
      const kept = byUser.get(user);
      if (
        kept?.visitor === visitor &&
        sameItems(kept.notices.alerts, notices.alerts) &&
        sameItems(kept.notices.popups, notices.popups)
      ) {
        return kept.answer;
      }
      const built = build();
      Object.freeze(built.alerts);
      Object.freeze(built.popups);
      const answer = Object.freeze(built);
      byUser.set(user, { visitor, notices, answer });
      return answer;
    },
  };
}

export type SignedInAnswers = ReturnType<typeof createSignedInAnswers>;

import type { TAlert, TCurrentUser, TInitPopup, TInitResponse } from '@deckhand/contract';
import { describe, expect, it } from 'vitest';
import type { AccountNotices } from '../../platform/notices/account-notices.ts';
import { createSignedInAnswers } from './signed-in-answers.ts';

const visitor = Object.freeze({ alerts: [], popups: [], user: null }) as unknown as TInitResponse;
const user = { id: 7 } as TCurrentUser;
const vat = { key: 'vat', type: 'warning', message: 'Add your VAT number', hash: 'h' } as TAlert;
const offer = { key: 'onlineSubscriptions', orders: 5, days: 60 } as TInitPopup;
const notices = (popups: TInitPopup[] = [offer]): AccountNotices => ({ alerts: [vat], popups });

describe('signed-in init answers', () => {
  it('answers the same frozen object while its parts are the same objects', () => {
    const answers = createSignedInAnswers();
    let built = 0;
    const build = () => {
      built += 1;
      return { ...visitor, alerts: [vat], popups: [offer], user };
    };
    const first = answers.get(visitor, user, notices(), build);
    expect(first).toMatchObject({ alerts: [vat], popups: [offer], user });
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first.alerts) && Object.isFrozen(first.popups)).toBe(true);
    // Another request's notices: new arrays of the same objects.
    expect(answers.get(visitor, user, notices(), build)).toBe(first);
    expect(built).toBe(1);
  });

  it('builds again when the visitor, the user or a notice is another object', () => {
    const answers = createSignedInAnswers();
    const build = () => ({ ...visitor, user });
    const first = answers.get(visitor, user, notices(), build);
    const otherOffer = { ...offer, orders: 6 };
    const withOtherOffer = answers.get(visitor, user, notices([otherOffer]), build);
    expect(withOtherOffer).not.toBe(first);
    const withoutOffer = answers.get(visitor, user, notices([]), build);
    expect(withoutOffer).not.toBe(withOtherOffer);
    const otherVisitor = Object.freeze({ ...visitor }) as TInitResponse;
    expect(answers.get(otherVisitor, user, notices([]), build)).not.toBe(withoutOffer);
    const otherUser = { id: 7 } as TCurrentUser;
    expect(answers.get(otherVisitor, otherUser, notices([]), build)).not.toBe(withoutOffer);
  });
});

import { describe, expect, it } from 'vitest';
import {
  unsubscribeTypes,
  ZCustomerSettings,
  ZHolidayNotificationSettings,
  ZUnsubscribeParams,
  ZUnsubscribeRequest,
  ZUnsubscribeResponse,
} from './preferences.ts';

describe('customer settings', () => {
  it('keeps unknown keys and types the known ones', () => {
    const settings = { sharing_order_seen: true, theme: 'dark' };
    expect(ZCustomerSettings.parse(settings)).toEqual(settings);
    expect(ZCustomerSettings.safeParse({ sharing_order_seen: 'yes' }).success).toBe(false);
  });
  it('turns every holiday notification on by default', () => {
    expect(ZHolidayNotificationSettings.parse({ weekly: false })).toEqual({
      daily: true,
      weekly: false,
      monthly: true,
    });
  });
});

describe('unsubscribe', () => {
  it('accepts only the known types', () => {
    expect(unsubscribeTypes).toEqual(['offers', 'newsletter', 'order-updates']);
    expect(ZUnsubscribeParams.safeParse({ type: 'newsletter' }).success).toBe(true);
    expect(ZUnsubscribeParams.safeParse({ type: 'spam' }).success).toBe(false);
  });
  it('unsubscribes by default and offers to subscribe again', () => {
    expect(ZUnsubscribeRequest.parse({}).action).toBe('unsubscribe');
    const data = {
      type: 'offers',
      email: 'anna@example.com',
      subscribed: false,
      preferences: { offers: false, newsletter: true, 'order-updates': true },
    };
    expect(ZUnsubscribeResponse.parse({ data }).buttonAction).toBe('subscribe');
  });
  it('needs a flag for every type in the preferences', () => {
    const data = {
      type: 'offers',
      email: 'a@b.co',
      subscribed: true,
      preferences: { offers: true },
    };
    expect(ZUnsubscribeResponse.safeParse({ data }).success).toBe(false);
  });
});

describe('modal flags (§3)', () => {
  it('types the three flags and keeps the other settings and flags', () => {
    const settings = {
      sharing_order_seen: true,
      modals: { couldSavePopup: true, onlineSubscriptionsPopup: false, later: true },
      theme: 'dark',
    };
    expect(ZCustomerSettings.parse(settings)).toEqual(settings);
    expect(ZCustomerSettings.safeParse({ modals: { couldSavePopup: 'yes' } }).success).toBe(false);
    expect(ZCustomerSettings.safeParse({ modals: { pro: 1 } }).success).toBe(false);
  });
});

import type {
  TCreditEntry,
  TCurrentUser,
  TPaymentMethod,
  TPaymentResult,
} from '@deckhand/contract';
import { fakeApi, type TFakeRoutes } from '@/test/fake-api';
import { makeInit, makeUser } from '@/test/fixtures';
import { packs } from '@/test/pricing-fixtures';
import { renderApp } from '@/test/render';

/** The first render loads the page's code and data: generous under a busy test run. */
export const pageLoad = { timeout: 5000 };
export const wholeApp = { timeout: 20000 };

export { packs };

export const card = (overrides: Partial<Extract<TPaymentMethod, { kind: 'card' }>> = {}) => ({
  kind: 'card' as const,
  id: 21,
  default: false,
  vat: null,
  brand: 'visa',
  last4: '4242',
  expirationMonth: 12,
  expirationYear: 2029,
  ...overrides,
});

export const paymentResult = (
  overrides: Partial<TPaymentResult['payment']> = {},
): TPaymentResult => ({
  payment: {
    id: 501,
    purpose: 'creditPack',
    status: 'succeeded',
    description: 'Silver credit pack',
    amount: 250_000,
    currency: 'USD',
    methodLabel: 'Visa •••• 4242',
    failureMessage: null,
    createdAt: '2026-11-23T10:00:00.000000Z',
    paidAt: '2026-11-23T10:00:00.000000Z',
    receiptAvailable: true,
    ...overrides,
  },
});

export const entry = (overrides: Partial<TCreditEntry> = {}): TCreditEntry => ({
  id: 1,
  kind: 'purchase',
  amount: 270_000,
  balanceAfter: 270_000,
  currency: 'USD',
  reason: 'Bought the Silver pack',
  reference: 'payment:501',
  createdAt: '2026-10-19T10:00:00.000000Z',
  ...overrides,
});

/** A credit page at `route` as a user (an owner who may buy, unless told), the API faked. */
export function renderCredits(
  route: string,
  routes: TFakeRoutes = {},
  user: Partial<TCurrentUser> = {},
  paymentPublicKey: string | null = null,
) {
  const api = fakeApi({ 'GET /billing/credit-packages': { body: { packages: packs } }, ...routes });
  const init = makeInit({ user: makeUser(user) });
  const view = renderApp({ route, init: { ...init, env: { ...init.env, paymentPublicKey } } });
  return { ...view, api };
}

import {
  apiPrefix,
  endpoints,
  type TBillingProfile,
  type TCountry,
  type TPaymentMethod,
  type TSubscription,
} from '@deckhand/contract';
import { describe, expect, it, vi } from 'vitest';
import { entry, paymentResult } from '@/features/credits/credits-fixtures';
import { makeInit, makeUser } from '@/test/fixtures';
import { createTestPageRenderer, pageUrl as url } from '@/test/page-renderer';
import { proPlan } from '@/test/pricing-fixtures';

// As on the server (no window): state that only the browser knows starts from its server value.
vi.mock('@/lib/ssr/use-browser-state', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useBrowserState: <T,>(_read: () => T, serverValue: T) => [serverValue, () => undefined],
}));

/** An owner who manages the credits: every billing page is theirs to see. */
const billingOwner = makeInit({ user: makeUser({ customerRole: 'owner', manageCredits: true }) });
const notFound = { status: 'error', message: 'Not found' };
const forbidden = { status: 'error', message: 'Forbidden' };
const api = (path: string) => `${apiPrefix}${path}`;

/** The visitor's API: `answers` by path (query string included), 404 for anything else. */
const answering = (answers: Record<string, unknown>) =>
  vi.fn(async (path: string) =>
    path in answers ? { status: 200, body: answers[path] } : { status: 404, body: notFound },
  );

/** The embedded answers for the app (TanStack Query's dehydrated state). */
const embeddedQueries = (html: string) =>
  html.match(/<script type="application\/json" id="deckhand-queries">(.*?)<\/script>/)?.[1] ?? '';

const countries: TCountry[] = [
  { id: 208, name: 'Denmark', code: 'DK', dialCode: 45, hasZip: true },
];
const profile: TBillingProfile = {
  companyName: 'Harbour Lights ApS',
  billingEmail: 'billing@example.com',
  vatNumber: null,
  street: '1 Havnegade',
  city: 'Copenhagen',
  state: null,
  postcode: '1050',
  country: 208,
  phoneCountryId: null,
  phoneNumber: null,
};
const visa: TPaymentMethod = {
  id: 21,
  kind: 'card',
  default: true,
  vat: null,
  brand: 'visa',
  last4: '4871',
  expirationMonth: 4,
  expirationYear: 2031,
};

describe("the billing pages with the visitor's data in the HTML (issue 33)", () => {
  it('renders the payment methods and the billing address, the countries prefetched', async () => {
    const getAsVisitor = answering({
      [api(endpoints.billing.profile)]: profile,
      [api(endpoints.billing.paymentMethods)]: [visa],
    });
    const page = await createTestPageRenderer({
      publicAnswers: { [api(endpoints.countries)]: countries },
    }).render({ url: url('/my-profile/billing/overview'), init: billingOwner, getAsVisitor });
    const asked = getAsVisitor.mock.calls.map(([path]) => path);
    expect(asked).toEqual(
      expect.arrayContaining([
        api(endpoints.billing.profile),
        api(endpoints.billing.paymentMethods),
      ]),
    );
    const html = page.kind === 'page' ? page.html : '';
    expect(html).toContain('Harbour Lights ApS');
    expect(html).toContain('4871');
    expect(html).not.toContain('mantine-Skeleton-root');
    const queries = embeddedQueries(html);
    expect(queries).toContain('"queryKey":["billing","profile"]');
    expect(queries).toContain('"queryKey":["billing","payment-methods"]');
    expect(queries).toContain('"queryKey":["countries"]');
  });

  it('seeds nothing the API refuses the visitor (403): the browser asks and is refused', async () => {
    const getAsVisitor = vi.fn(async () => ({ status: 403, body: forbidden }));
    const page = await createTestPageRenderer().render({
      url: url('/my-profile/billing/overview'),
      init: makeInit({ user: makeUser({ customerRole: 'member', manageCredits: false }) }),
      getAsVisitor,
    });
    expect(getAsVisitor).toHaveBeenCalledWith(api(endpoints.billing.profile));
    const html = page.kind === 'page' ? page.html : '';
    expect(html).not.toContain('"queryKey":["billing"');
  });

  it('renders the page of payments its address asks for', async () => {
    const payment = paymentResult({ description: 'Gold pack, March' }).payment;
    const path = api(`${endpoints.billing.payments}?page=2&limit=10&sort=amount%3Aasc`);
    const getAsVisitor = answering({
      [path]: { items: [payment], total: 11, page: 2, limit: 10 },
    });
    const page = await createTestPageRenderer().render({
      url: url('/my-profile/billing/payments-history?page=2&limit=10&sort=amount:asc&x=1'),
      init: billingOwner,
      getAsVisitor,
    });
    expect(getAsVisitor).toHaveBeenCalledWith(path);
    const html = page.kind === 'page' ? page.html : '';
    expect(html).toContain('Gold pack, March');
    expect(html).not.toContain('mantine-Skeleton-root');
    expect(embeddedQueries(html)).toContain(
      '"queryKey":["billing","payments",{"page":2,"limit":10,"sort":"amount:asc"}]',
    );
  });

  it('renders the page of credit movements its address asks for', async () => {
    const path = api(`${endpoints.billing.creditEntries}?page=1&limit=25&sort=date%3Aasc`);
    const getAsVisitor = answering({
      [path]: {
        items: [entry({ reason: 'Refund for DH-10042' })],
        total: 1,
        page: 1,
        limit: 25,
      },
    });
    const page = await createTestPageRenderer().render({
      url: url('/my-profile/billing/credit-history?limit=25&sort=date:asc'),
      init: billingOwner,
      getAsVisitor,
    });
    expect(getAsVisitor).toHaveBeenCalledWith(path);
    const html = page.kind === 'page' ? page.html : '';
    expect(html).toContain('Refund for DH-10042');
    expect(html).not.toContain('mantine-Skeleton-root');
    expect(embeddedQueries(html)).toContain(
      '"queryKey":["billing","credit-entries",{"page":1,"limit":25,"sort":"date:asc"}]',
    );
  });

  it('renders an overdue subscription with the cards to pay it with', async () => {
    const overdue: TSubscription = {
      id: 4,
      planKey: 'pro',
      planName: 'Pro Harbour',
      status: 'pastDue',
      currentPeriodStart: '2026-11-01T10:00:00.000000Z',
      currentPeriodEnd: '2026-12-01T10:00:00.000000Z',
      cancelAtPeriodEnd: false,
      pausedAt: null,
      amount: 49_900,
      currency: 'USD',
      intervalMonths: 1,
      methodLabel: 'Visa •••• 4871',
      cardLast4: '4871',
      renewalRetryUntil: '2026-12-08T10:00:00.000000Z',
    };
    const getAsVisitor = answering({
      [api(endpoints.billing.subscription)]: { subscription: overdue, contractPlan: null },
      [api(endpoints.billing.paymentMethods)]: [visa],
    });
    const page = await createTestPageRenderer().render({
      url: url('/my-profile/billing/subscription'),
      init: billingOwner,
      getAsVisitor,
    });
    const asked = getAsVisitor.mock.calls.map(([path]) => path);
    expect(asked).toEqual(
      expect.arrayContaining([
        api(endpoints.billing.subscription),
        api(endpoints.billing.paymentMethods),
      ]),
    );
    const html = page.kind === 'page' ? page.html : '';
    expect(html).toContain('Pro Harbour');
    expect(html).not.toContain('mantine-Skeleton-root');
    const queries = embeddedQueries(html);
    expect(queries).toContain('"queryKey":["billing","subscription"]');
    expect(queries).toContain('"queryKey":["billing","payment-methods"]');
  });

  it('offers the plan from the prefetched plans to a team without a subscription', async () => {
    const getAsVisitor = answering({
      [api(endpoints.billing.subscription)]: { subscription: null, contractPlan: null },
    });
    const page = await createTestPageRenderer({
      publicAnswers: {
        [api(endpoints.billing.subscriptionPlans)]: {
          plans: [{ ...proPlan, features: ['Harbour-side turnaround'] }],
        },
      },
    }).render({ url: url('/my-profile/billing/subscription'), init: billingOwner, getAsVisitor });
    const asked = getAsVisitor.mock.calls.map(([path]) => path);
    expect(asked).toContain(api(endpoints.billing.subscription));
    expect(asked).not.toContain(api(endpoints.billing.paymentMethods));
    const html = page.kind === 'page' ? page.html : '';
    expect(html).toContain('Harbour-side turnaround');
    expect(html).not.toContain('mantine-Skeleton-root');
    const queries = embeddedQueries(html);
    expect(queries).toContain('"queryKey":["billing","subscription"]');
    expect(queries).toContain('"queryKey":["billing","subscription-plans"]');
  });
});

import {
  type TCreateOrderResponse,
  type TOrderConfirmation,
  type TOrderFormComponent,
  type TOrderFormData,
  type TOrderPrice,
  ZCreateOrderResponse,
  ZOrderFormData,
} from '@deckhand/contract';
import { fakeApi, type TFakeRoutes } from '@/test/fake-api';
import { makeInit, makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render';

/** The first render loads the page's code and data: generous under a busy test run. */
export const pageLoad = { timeout: 5000 };
export const wholeApp = { timeout: 20000 };

export const priceOf = (total: number): TOrderPrice => ({
  currency: 'USD',
  lines: [{ key: 'treatment', label: 'Redesign, 12 slides × $25.00', amount: total }],
  subtotal: total,
  discount: 0,
  vatRate: 0,
  vat: 0,
  total,
  capacitySlides: null,
});

const base = { valueAffections: [], properties: { hideStep: false, required: true } };

/** The delivery component with its turnarounds priced at `standardPrice` (minor units). */
export const deliveryComponent = (
  standardPrice = 30_000,
  deliveryAt: string | null = '2026-11-26T16:00:00.000000Z',
): TOrderFormComponent => ({
  ...base,
  name: 'delivery',
  step: 'deliveryDates',
  value: { turnaround: null, deliveryAt: null },
  options: {
    turnarounds: [
      {
        key: 'standard',
        name: 'Standard (48 hours)',
        hours: 48,
        price: standardPrice,
        deliveryAt,
        available: true,
        unavailableReason: null,
      },
      {
        key: 'pro',
        name: 'Pro (10 hours)',
        hours: 10,
        price: standardPrice * 2,
        deliveryAt: null,
        available: false,
        unavailableReason: 'Available with the Pro plan',
      },
    ],
    blockedDays: [{ date: '2026-12-25', reason: 'Christmas Day' }],
    minDate: '2026-11-24',
    maxDate: '2027-02-20',
  },
});

export const addonsComponent = (pricePerSlide = 300, slides = 12): TOrderFormComponent => ({
  ...base,
  name: 'addons',
  step: 'addons',
  valueAffections: ['delivery'],
  properties: { hideStep: false, required: false },
  value: [],
  options: [
    {
      key: 'grammar',
      name: 'Grammar check',
      description: 'We proofread every slide.',
      pricePerSlide,
      price: pricePerSlide * slides,
    },
  ],
});

/** A full order-now form: every component, parsed with the contract so it cannot drift. */
export function makeOrderForm(overrides: Partial<TOrderFormData> = {}): TOrderFormData {
  return ZOrderFormData.parse({
    flowKey: 'order-now',
    kind: 'public',
    name: 'Order designed slides',
    stepped: true,
    isQuote: false,
    client: null,
    price: null,
    currency: 'USD',
    currencySign: '$',
    timezone: 'UTC',
    offerTaken: false,
    steps: [
      {
        key: 'treatments',
        title: 'Treatment',
        description: 'How much design?',
        components: ['treatment'],
      },
      { key: 'styles', title: 'Style', description: '', components: ['style'] },
      { key: 'addons', title: 'Add-ons', description: '', components: ['addons'] },
      { key: 'slidesNumber', title: 'Slides', description: '', components: ['slides'] },
      { key: 'deliveryDates', title: 'Delivery', description: '', components: ['delivery'] },
      { key: 'uploadFiles', title: 'Your files', description: '', components: ['files'] },
      { key: 'brief', title: 'Brief', description: '', components: ['brief'] },
      { key: 'paymentDetails', title: 'Payment', description: '', components: ['payment'] },
      // Like the API's flows: a submit step without components, dropped as empty (§4).
      { key: 'submit', title: 'Review and order', description: '', components: [] },
    ],
    components: [
      {
        ...base,
        name: 'treatment',
        step: 'treatments',
        valueAffections: ['addons', 'delivery'],
        value: null,
        options: [
          {
            key: 'fixup',
            treatmentName: 'Fix-up',
            description: 'We tidy your slides.',
            price: 1500,
            turnaroundPrices: [{ turnaround: 'standard', price: 1500 }],
          },
          {
            key: 'redesign',
            treatmentName: 'Redesign',
            description: 'We redesign every slide.',
            price: 2500,
            turnaroundPrices: [{ turnaround: 'standard', price: 2500 }],
          },
        ],
      },
      {
        ...base,
        name: 'style',
        step: 'styles',
        value: null,
        options: { styleTypes: ['template', 'recommendation'], templates: [] },
      },
      addonsComponent(),
      {
        ...base,
        name: 'slides',
        step: 'slidesNumber',
        valueAffections: ['addons', 'delivery'],
        value: null,
        options: { min: 1, max: 200, fixed: null },
      },
      deliveryComponent(),
      {
        ...base,
        name: 'files',
        step: 'uploadFiles',
        value: { files: [], useSharingLinks: false, googleSlidesUrls: [] },
        options: { allowGoogleSlides: true },
      },
      {
        ...base,
        name: 'brief',
        step: 'brief',
        properties: { hideStep: false, required: false },
        value: { text: '', referenceFiles: [] },
        options: { placeholder: 'Tell us about the audience' },
      },
      {
        ...base,
        name: 'payment',
        step: 'paymentDetails',
        value: null,
        options: { methods: ['credits', 'card', 'invoice'], creditBalance: 100_000 },
      },
    ],
    ...overrides,
  });
}

/** The form with the values of a complete order: what a restored draft or a test fills in. */
export const completeValues = {
  treatment: 'redesign',
  style: { styleType: 'recommendation', templateId: null, file: null },
  addons: [],
  slides: 12,
  turnaround: 'standard',
  deliveryAt: null,
  files: {
    files: [],
    useSharingLinks: false,
    googleSlidesUrls: ['https://docs.google.com/presentation/d/abc'],
  },
  brief: { text: 'For the board', referenceFiles: [] },
} as const;

export function makeConfirmation(overrides: Partial<TOrderConfirmation> = {}): TOrderConfirmation {
  return {
    id: 42,
    number: 'DH-10042',
    status: 'received',
    flowKey: 'order-now',
    treatment: 'redesign',
    slides: 12,
    turnaround: 'standard',
    promisedDeliveryAt: '2026-11-26T16:00:00.000000Z',
    timezone: 'UTC',
    price: priceOf(30_000),
    paymentMethod: 'credits',
    createdAt: '2026-11-23T21:00:00.000000Z',
    ...overrides,
  };
}

export const orderCreated = (order = makeConfirmation()): TCreateOrderResponse =>
  ZCreateOrderResponse.parse({ order, payment: null });

export const signedIn = () => makeInit({ user: makeUser({ balance: 100_000, hasCredits: true }) });

/** The whole app at `route` with the API faked. */
export function renderOrderFlow(
  route: string,
  routes: TFakeRoutes,
  init: ReturnType<typeof makeInit> = signedIn(),
) {
  const api = fakeApi({ 'GET /init': { body: init }, ...routes });
  return { ...renderApp({ route, init }), api };
}

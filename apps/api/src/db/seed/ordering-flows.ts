import type { TOrderComponentName, TOrderStepKey } from '@deckhand/contract';
import type { FlowDefinition } from '../schema/index.ts';
import { allAddonKeys, allTurnaroundKeys } from './ordering-prices.ts';

/** The public order flows of the reference seed and the definition of every client flow. */

type Step = FlowDefinition['steps'][number];

const stepTexts: Record<TOrderStepKey, { title: string; description: string }> = {
  treatments: { title: 'Treatment', description: 'How much should we do with your slides?' },
  styles: {
    title: 'Style',
    description: 'Pick the look: your template, your style file, or ours.',
  },
  addons: { title: 'Add-ons', description: 'Extras we add to every slide. All optional.' },
  slidesNumber: { title: 'Slides', description: 'How many slides should we work on?' },
  deliveryDates: {
    title: 'Delivery',
    description: 'Choose how fast you need it. We count working days, Monday to Friday.',
  },
  uploadFiles: {
    title: 'Your files',
    description: 'Upload your presentation or share a Google Slides link.',
  },
  brief: { title: 'Brief', description: 'Tell our designers what matters to you.' },
  examples: { title: 'Examples', description: 'Show us slides you like.' },
  ourRecommendation: { title: 'Our recommendation', description: 'What we suggest for you.' },
  customFields: { title: 'Order details', description: 'A few details your company asks for.' },
  coupon: { title: 'Coupon', description: 'Have a coupon? Add it here.' },
  paymentDetails: { title: 'Payment', description: 'Choose how you would like to pay.' },
  signup: { title: 'Your account', description: 'Sign up or log in to place your order.' },
  submit: { title: 'Review and order', description: 'Check your order and send it to us.' },
};

const componentsOf: Partial<Record<TOrderStepKey, TOrderComponentName[]>> = {
  treatments: ['treatment'],
  styles: ['style'],
  addons: ['addons'],
  slidesNumber: ['slides'],
  deliveryDates: ['delivery'],
  uploadFiles: ['files'],
  brief: ['brief'],
  customFields: ['customFields'],
  coupon: ['coupon'],
  signup: ['signup'],
  paymentDetails: ['payment'],
};

function stepsOf(
  keys: TOrderStepKey[],
  overrides: Partial<Record<TOrderStepKey, Partial<Step>>> = {},
) {
  return keys.map((key) => ({
    key,
    ...stepTexts[key],
    components: componentsOf[key] ?? [],
    ...overrides[key],
  }));
}

const fullSteps: TOrderStepKey[] = [
  'treatments',
  'styles',
  'addons',
  'slidesNumber',
  'deliveryDates',
  'uploadFiles',
  'brief',
  'customFields',
  'coupon',
  'signup',
  'paymentDetails',
  'submit',
];

/** The order-now definition; client flows use it without the Pro-only turnaround. */
export const orderNowDefinition: FlowDefinition = {
  steps: stepsOf(fullSteps),
  treatments: ['fixup', 'redesign', 'customDesign'],
  turnarounds: [...allTurnaroundKeys],
  addons: [...allAddonKeys],
  slides: { min: 1, max: 1000, fixed: null },
  styleTypes: ['template', 'file', 'recommendation'],
  offer: null,
};

export const clientFlowDefinition: FlowDefinition = {
  ...orderNowDefinition,
  turnarounds: allTurnaroundKeys.filter((key) => key !== '10h'),
};

const offerSteps = stepsOf(
  [
    'treatments',
    'styles',
    'slidesNumber',
    'deliveryDates',
    'uploadFiles',
    'brief',
    'signup',
    'paymentDetails',
    'submit',
  ],
  { slidesNumber: { description: 'The offer is for a set number of slides.' } },
);

export const publicFlowSeeds = [
  {
    key: 'order-now',
    name: 'Order now',
    stepped: true,
    isQuote: false,
    definition: orderNowDefinition,
  },
  {
    key: 'order-ads',
    name: 'Order ads',
    stepped: false,
    isQuote: false,
    definition: {
      ...orderNowDefinition,
      steps: stepsOf(
        [
          'treatments',
          'slidesNumber',
          'deliveryDates',
          'uploadFiles',
          'brief',
          'coupon',
          'signup',
          'paymentDetails',
          'submit',
        ],
        {
          slidesNumber: { title: 'Ads', description: 'How many ads should we design?' },
          brief: { description: 'Tell us the sizes, the channels and the message of your ads.' },
        },
      ),
      treatments: ['redesign'],
      turnarounds: ['24h', '48h', '72h'],
      addons: ['grammarCheck'],
      slides: { min: 1, max: 200, fixed: null },
      styleTypes: [],
    },
  },
  {
    key: 'quote',
    name: 'Get a quote',
    stepped: true,
    isQuote: true,
    definition: {
      ...orderNowDefinition,
      steps: stepsOf(
        [
          'treatments',
          'styles',
          'addons',
          'slidesNumber',
          'deliveryDates',
          'uploadFiles',
          'brief',
          'customFields',
          'signup',
          'submit',
        ],
        {
          submit: {
            title: 'Request your quote',
            description: 'We send you a price before any payment.',
          },
        },
      ),
      turnarounds: allTurnaroundKeys.filter((key) => key !== '10h'),
      slides: { min: 1, max: 32_767, fixed: null },
    },
  },
  {
    key: 'try-us-out',
    name: 'Try us out',
    stepped: true,
    isQuote: false,
    definition: {
      ...orderNowDefinition,
      steps: offerSteps,
      treatments: ['redesign'],
      turnarounds: ['48h'],
      addons: [],
      slides: { min: 5, max: 5, fixed: 5 },
      styleTypes: ['file', 'recommendation'],
      // Once per team: enforced by the order-forms service (cancelled orders do not count).
      offer: { amount: 2_900, label: 'Trial: 5 slides redesigned for $29', oncePerTeam: true },
    },
  },
  {
    key: '10-for-49',
    name: '10 slides for $49',
    stepped: true,
    isQuote: false,
    definition: {
      ...orderNowDefinition,
      steps: offerSteps,
      treatments: ['redesign'],
      turnarounds: ['72h'],
      addons: [],
      slides: { min: 10, max: 10, fixed: 10 },
      styleTypes: ['file', 'recommendation'],
      offer: { amount: 4_900, label: '10 slides redesigned for $49', oncePerTeam: false },
    },
  },
] satisfies {
  key: string;
  name: string;
  stepped: boolean;
  isQuote: boolean;
  definition: FlowDefinition;
}[];

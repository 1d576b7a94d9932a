import type {
  TOrderComment,
  TOrderConfirmation,
  TOrderDelivery,
  TOrderDetails,
  TOrderExtra,
  TUploadedFile,
} from '@deckhand/contract';
import { makePendingPreview, makeReadyPreview } from './sample-slides';

/**
 * Made-up orders of a Copenhagen studio, typed by the contract, for the kit's order widgets.
 * Nothing here comes from the API: links to files are data URLs holding a line of text, slides
 * are SVG data URLs (sample-slides.ts).
 */

export const sampleTimezone = 'Europe/Copenhagen';

const makeFile = (
  id: string,
  name: string,
  sizeBytes: number,
  tag: TUploadedFile['tag'] = 'orderFiles',
): TUploadedFile => ({
  id,
  name,
  link: `data:text/plain;charset=utf-8,${encodeURIComponent(`A sample of ${name}`)}`,
  date: '2026-03-02T09:12:40.000000Z',
  status: 'complete',
  sizeBytes,
  tag,
});

export const sampleFiles: TUploadedFile[] = [
  makeFile('0b7c2a4e-5d1f-4c3a-9e8b-1f2d3c4b5a60', 'Q1 board review.pptx', 8_734_112),
  makeFile(
    '1c8d3b5f-6e2a-4d4b-8f9c-2a3e4d5c6b71',
    'Brand guidelines 2026.pdf',
    2_411_520,
    'styleFile',
  ),
  makeFile('2d9e4c6a-7f3b-4e5c-9a0d-3b4f5e6d7c82', 'speaker-notes.docx', 48_230, 'referenceFiles'),
  makeFile(
    '3e0f5d7b-8a4c-4f6d-8b1e-4c5a6f7e8d93',
    'Harbour Studio investor update, final version with appendix and photo credits (v7).key',
    31_457_280,
    'referenceFiles',
  ),
];

export const sampleOrder: TOrderConfirmation = {
  id: 10042,
  number: 'DH-10042',
  status: 'inProgress',
  flowKey: 'order-now',
  treatment: 'redesign',
  slides: 12,
  turnaround: '48h',
  promisedDeliveryAt: '2026-03-04T16:00:00.000000Z',
  timezone: sampleTimezone,
  price: {
    currency: 'USD',
    lines: [
      { key: 'treatment', label: 'Redesign, 12 slides × $25.00', amount: 30_000 },
      { key: 'turnaround', label: '48-hour turnaround', amount: 5_000 },
      { key: 'vat', label: 'VAT 25%', amount: 8_750 },
    ],
    subtotal: 35_000,
    discount: 0,
    vatRate: 2_500,
    vat: 8_750,
    total: 43_750,
    capacitySlides: null,
  },
  paymentMethod: 'invoice',
  createdAt: '2026-03-02T12:00:00.000000Z',
};

/** A quote nobody has priced yet: no price, no delivery date, no payment. */
export const sampleQuote: TOrderConfirmation = {
  ...sampleOrder,
  id: 10051,
  number: 'DH-10051',
  status: 'quoteRequested',
  flowKey: 'quote',
  treatment: 'customDesign',
  slides: null,
  turnaround: null,
  promisedDeliveryAt: null,
  price: null,
  paymentMethod: null,
};

export const sampleExtras: TOrderExtra[] = [
  {
    kind: 'revisionRound',
    round: 3,
    amount: 7_500,
    currency: 'USD',
    method: 'invoice',
    poNumber: 'PO-2026-118',
    status: 'invoiced',
    at: '2026-03-09T10:30:00.000000Z',
  },
];

const deckFileId = (sampleFiles[0] as TUploadedFile).id;
const guidelinesFileId = (sampleFiles[1] as TUploadedFile).id;

/** Two rounds: the deck's slides in both versions, the guidelines' preview still being made. */
export const sampleDeliveries: TOrderDelivery[] = [
  {
    round: 1,
    note: 'All 12 slides redesigned in your brand template. Charts rebuilt as editable shapes.',
    at: '2026-03-04T17:20:00.000000Z',
    late: true,
    draft: false,
    files: [sampleFiles[0] as TUploadedFile],
    previews: [makeReadyPreview(1, deckFileId, 'Q1 board review.pptx', 12)],
  },
  {
    round: 2,
    note: 'Slide 4: the timeline now reads left to right.\nSlide 9: photo swapped for the new office.',
    at: '2026-03-06T09:05:00.000000Z',
    late: false,
    draft: false,
    files: sampleFiles.slice(0, 2),
    previews: [
      makeReadyPreview(2, deckFileId, 'Q1 board review.pptx', 12),
      makePendingPreview(3, guidelinesFileId, 'Brand guidelines 2026.pdf', {
        status: 'rendering',
        slideCount: 14,
        slidesDone: 5,
        reason: null,
      }),
    ],
  },
];

export const sampleComments: TOrderComment[] = [
  {
    id: 1,
    body: 'Could slide 7 use the photo of the new harbour office instead of the stock image?',
    author: 'Maria Jensen',
    fromStaff: false,
    at: '2026-03-02T13:40:00.000000Z',
  },
  {
    id: 2,
    body: 'Of course. We will swap it in the first delivery.\nAnything else we should know about the charts?',
    author: 'Priya Natarajan',
    fromStaff: true,
    at: '2026-03-02T14:05:00.000000Z',
  },
];

export const sampleDetails: TOrderDetails = {
  flowName: 'Order now',
  placedBy: 'Maria Jensen',
  placedByUserId: 21,
  turnaroundName: '48 hours',
  timeline: [
    {
      from: null,
      to: 'received',
      at: '2026-03-02T12:00:00.000000Z',
      by: 'Maria Jensen',
      note: null,
    },
    {
      from: 'received',
      to: 'inProgress',
      at: '2026-03-02T15:30:00.000000Z',
      by: 'Deckhand',
      note: null,
    },
    {
      from: 'inProgress',
      to: 'delivered',
      at: '2026-03-04T17:20:00.000000Z',
      by: 'Priya Natarajan',
      note: 'Delivered 80 minutes after the promised time: a credit was added to the team.',
    },
    {
      from: 'delivered',
      to: 'revisionRequested',
      at: '2026-03-05T08:45:00.000000Z',
      by: 'Maria Jensen',
      note: 'Two small changes on slides 4 and 9.',
    },
    {
      from: 'revisionRequested',
      to: 'inProgress',
      at: '2026-03-05T09:00:00.000000Z',
      by: 'Deckhand',
      note: null,
    },
  ],
  files: sampleFiles.slice(0, 3),
  googleSlidesUrls: ['https://docs.google.com/presentation/d/1hArBoUrStUdIo-q1-BoArD-rEvIeW/edit'],
  useSharingLinks: true,
  brief: 'Board review for Q1: keep it calm, one message per slide.',
  style: { type: 'template', templateName: 'Harbour Studio 2026' },
  customFields: [
    { label: 'Cost centre', answer: 'CPH-Marketing-204' },
    { label: 'Approver', answer: 'Lise-Lotte Berg' },
  ],
  poNumber: 'PO-2026-104',
  deliveries: sampleDeliveries,
  review: null,
  lateDeliveryCredit: null,
  extras: sampleExtras,
  comments: sampleComments,
  feedback: null,
};

/** A quote's details: little known yet, nothing sent, nothing delivered. */
export const sparseDetails: TOrderDetails = {
  ...sampleDetails,
  flowName: 'Request a quote',
  placedBy: null,
  placedByUserId: null,
  turnaroundName: null,
  timeline: [
    {
      from: null,
      to: 'quoteRequested',
      at: '2026-03-08T10:00:00.000000Z',
      by: 'Tom Okafor',
      note: null,
    },
  ],
  files: [],
  googleSlidesUrls: [],
  useSharingLinks: false,
  style: { type: null, templateName: null },
  customFields: [],
  poNumber: null,
  deliveries: [],
  extras: [],
  comments: [],
};

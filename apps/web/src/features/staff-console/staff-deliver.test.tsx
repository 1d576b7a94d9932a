import {
  reviewPinMessages,
  staffOrderMessages,
  type TReviewPin,
  type TStaffOrderResponse,
} from '@deckhand/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, type TFakeRoutes } from '@/test/fake-api';
import { withFakeTeamEvents } from '@/test/fake-team-events';
import {
  makeInit,
  makePinPlacement,
  makeReviewPin,
  makeSlidePreview,
  makeStaff,
} from '@/test/fixtures';
import { renderApp } from '@/test/render';
import { answerNoteLabel } from './components/pin-answer-fields';

withFakeTeamEvents();

const uploadedId = '7f1c2a4e-1b2c-4d3e-8f90-1234567890ab';

// The tus transport answers at once: these tests are about what the form sends.
vi.mock('@/lib/uploads/tus-uploader', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/uploads/tus-uploader')>();
  return {
    ...original,
    uploadWithTus: (file: File, { tag }: { tag: string }) => ({
      abort: () => {},
      result: Promise.resolve({
        id: uploadedId,
        name: file.name,
        link: `/v1/uploads/${uploadedId}/content`,
        date: '2026-12-04T09:00:00.000000Z',
        status: 'complete',
        sizeBytes: file.size,
        tag,
      }),
    }),
  };
});

const pageLoad = { timeout: 15_000 };
const at = '2026-12-02T11:00:00.000000Z';

/** An order back from its first delivery with a revision request, its deck rendered. */
const order: TStaffOrderResponse = {
  order: {
    id: 3,
    number: 'DH-10003',
    status: 'revisionRequested',
    flowKey: 'order-now',
    treatment: 'redesign',
    slides: 12,
    turnaround: '72h',
    promisedDeliveryAt: '2026-11-30T17:00:00.000000Z',
    timezone: 'Europe/London',
    price: null,
    paymentMethod: 'invoice',
    createdAt: '2026-11-25T10:00:00.000000Z',
  },
  details: {
    flowName: 'Order now',
    placedBy: 'Olivia Owens',
    placedByUserId: 12,
    turnaroundName: '72 hours',
    timeline: [],
    files: [],
    googleSlidesUrls: [],
    useSharingLinks: false,
    brief: '',
    style: { type: null, templateName: null },
    customFields: [],
    poNumber: null,
    deliveries: [
      {
        round: 1,
        note: null,
        at: '2026-12-01T09:00:00.000000Z',
        late: false,
        draft: false,
        files: [],
        previews: [makeSlidePreview({ id: 5, fileName: 'Final deck.pdf' })],
      },
    ],
    review: null,
    lateDeliveryCredit: null,
    extras: [],
    comments: [],
    feedback: null,
  },
  team: { id: 2, name: 'Northwind Studio', customerType: 'returning' },
  placedByEmail: 'owner@example.com',
  currency: 'USD',
  actions: ['deliver', 'cancel'],
  feedback: null,
};

/** The customer's pin, sent with the request about version 1, as staff read it. */
const pin = (id: number, position: number, overrides: Partial<TReviewPin> = {}): TReviewPin =>
  makeReviewPin({
    id,
    authorName: 'Olivia Owens',
    isOwn: false,
    body: `Change ${id}`,
    at,
    requestedOnVersion: 1,
    placements: [makePinPlacement({ previewId: 5, position })],
    ...overrides,
  });

/** Two pins of the request to answer, and three that are not this delivery's to answer. */
const pins = [
  pin(1, 2, { body: 'Bigger logo' }),
  pin(2, 1, { body: 'Darker title' }),
  pin(3, 1, { requestedOnVersion: null }),
  pin(4, 1, { status: 'resolved', resolvedAt: at, resolvedBy: 'Olivia Owens' }),
  pin(5, 2, { answer: { kind: 'addressed', note: null, version: 1, at } }),
];

async function openDeliverForm(routes: TFakeRoutes = {}) {
  const init = makeInit({ user: makeStaff() });
  const api = fakeApi({
    'GET /init': { body: init },
    'GET /staff/orders/:id': { body: order },
    'GET /orders/:id/pins': { body: { pins } },
    'POST /staff/orders/:id/deliveries': { body: order },
    ...routes,
  });
  const { user } = renderApp({ route: '/staff/orders/3', init });
  await screen.findByRole('heading', { name: 'Order DH-10003' }, pageLoad);
  const work = screen.getByRole('region', { name: 'Work' });
  await user.click(within(work).getByRole('button', { name: staffOrderMessages.actions.deliver }));
  const toDo = await within(work).findByRole('region', { name: reviewPinMessages.toDoHeading });
  await user.upload(within(work).getByLabelText('Files to deliver'), new File(['v2'], 'v2.pdf'));
  expect(await within(work).findByText('v2.pdf')).toBeInTheDocument();
  const deliver = () =>
    user.click(within(work).getByRole('button', { name: staffOrderMessages.actions.deliver }));
  return { api, user, work, toDo, deliver };
}

describe('a delivery that answers a revision request', { timeout: 20000 }, () => {
  it('lists the comments to answer and sends an answer to each, a note required for Not done', async () => {
    const { api, user, toDo, deliver } = await openDeliverForm();
    const groups = within(toDo).getAllByRole('radiogroup');
    const darker = within(toDo).getByRole('radiogroup', { name: '#2 · Slide 1' });
    const logo = within(toDo).getByRole('radiogroup', { name: '#1 · Slide 2' });
    // In slide order, each with its text.
    expect(groups).toEqual([darker, logo]);
    expect(within(toDo).getByText('Darker title')).toBeInTheDocument();
    expect(within(toDo).getByText('Bigger logo')).toBeInTheDocument();

    await deliver();
    expect(await within(toDo).findAllByText(reviewPinMessages.answersMissing)).toHaveLength(2);
    expect(api.callsTo('POST /staff/orders/:id/deliveries')).toHaveLength(0);

    await user.click(within(darker).getByRole('radio', { name: 'Addressed' }));
    await user.click(within(logo).getByRole('radio', { name: 'Not done' }));
    await deliver();
    expect(await within(toDo).findByText(reviewPinMessages.whyNotDone)).toBeInTheDocument();
    expect(within(toDo).getByRole('textbox', { name: answerNoteLabel(1) })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(api.callsTo('POST /staff/orders/:id/deliveries')).toHaveLength(0);

    await user.type(
      within(toDo).getByRole('textbox', { name: answerNoteLabel(1) }),
      'The brand guide forbids it.',
    );
    await deliver();
    expect(await screen.findByText(staffOrderMessages.delivered)).toBeInTheDocument();
    expect(api.callsTo('POST /staff/orders/:id/deliveries')[0]?.body).toEqual({
      fileIds: [uploadedId],
      note: '',
      pinAnswers: [
        { pinId: 2, kind: 'addressed' },
        { pinId: 1, kind: 'notDone', note: 'The brand guide forbids it.' },
      ],
    });
  });

  it('shows the server’s answers: a missing answer in the form’s alert, a pin’s on its note', async () => {
    const refusals = [
      {
        status: 422,
        body: {
          status: 'error' as const,
          message: reviewPinMessages.answersMissing,
          errors: { pinAnswers: [reviewPinMessages.answersMissing] },
        },
      },
      {
        status: 422,
        body: {
          status: 'error' as const,
          message: reviewPinMessages.whyNotDone,
          errors: { 'pinAnswers.1': [reviewPinMessages.whyNotDone] },
        },
      },
    ];
    const { user, work, toDo, deliver } = await openDeliverForm({
      'POST /staff/orders/:id/deliveries': () => refusals.shift() ?? { body: order },
    });
    const darker = within(toDo).getByRole('radiogroup', { name: '#2 · Slide 1' });
    const logo = within(toDo).getByRole('radiogroup', { name: '#1 · Slide 2' });
    await user.click(within(darker).getByRole('radio', { name: 'Addressed' }));
    await user.click(within(logo).getByRole('radio', { name: 'Addressed' }));

    await deliver();
    const alert = await within(work).findByRole('alert');
    expect(alert).toHaveTextContent(reviewPinMessages.answersMissing);
    expect(within(toDo).queryByText(reviewPinMessages.answersMissing)).not.toBeInTheDocument();

    await deliver();
    expect(await within(toDo).findByText(reviewPinMessages.whyNotDone)).toBeInTheDocument();
    expect(within(toDo).getByRole('textbox', { name: answerNoteLabel(1) })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(toDo).getByRole('textbox', { name: answerNoteLabel(2) })).toHaveAttribute(
      'aria-invalid',
      'false',
    );
  });

  it('shows no comments to answer when the request sent none', async () => {
    const init = makeInit({ user: makeStaff() });
    fakeApi({
      'GET /init': { body: init },
      'GET /staff/orders/:id': { body: order },
      'GET /orders/:id/pins': { body: { pins: pins.slice(2) } },
    });
    const { user } = renderApp({ route: '/staff/orders/3', init });
    await screen.findByRole('heading', { name: 'Order DH-10003' }, pageLoad);
    const work = screen.getByRole('region', { name: 'Work' });
    await user.click(
      within(work).getByRole('button', { name: staffOrderMessages.actions.deliver }),
    );
    expect(await within(work).findByLabelText('Files to deliver')).toBeInTheDocument();
    expect(
      within(work).queryByRole('region', { name: reviewPinMessages.toDoHeading }),
    ).not.toBeInTheDocument();
  });
});

import { feedbackMessages, type TOrderFeedbackResponse } from '@deckhand/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, type TFakeApiCall } from '@/test/fake-api';
import { makeInit, makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render';

const pageLoad = { timeout: 15_000 };
const none = {
  scores: {
    design: null,
    understandingOfRequirement: null,
    adherenceToDeadline: null,
    attentionToDetail: null,
    average: null,
  },
  feedbacks: { publishable: '', internal: '', good: '', bad: '' },
  hasOldFeedback: false,
  noFeedback: false,
  submittedAt: null,
};

function renderFeedback(first: TOrderFeedbackResponse) {
  const init = makeInit({ user: makeUser({ customerRole: 'owner' }) });
  let current = first;
  const api = fakeApi({
    'GET /init': { body: init },
    'GET /orders/:id/feedback': () => ({ body: current }),
    'POST /orders/:id/feedback': (call: TFakeApiCall) => {
      const body = call.body as {
        scores: Record<string, number | null>;
        feedbacks: Record<string, string>;
      };
      const feedback = {
        scores: {
          design: body.scores.design ?? null,
          understandingOfRequirement: body.scores.understandingOfRequirement ?? null,
          adherenceToDeadline: body.scores.adherenceToDeadline ?? null,
          attentionToDetail: body.scores.attentionToDetail ?? null,
          average: body.scores.design ?? null,
        },
        feedbacks: { publishable: '', internal: '', good: '', bad: '', ...body.feedbacks },
        hasOldFeedback: true,
        noFeedback: false,
        submittedAt: '2026-12-02T10:00:00.000000Z',
      };
      current = { order: { ...current.order, canLeaveFeedback: false }, feedback };
      return { body: { status: 'success' as const, message: feedbackMessages.sent, feedback } };
    },
  });
  return { ...renderApp({ route: '/orders/8/feedback', init }), api };
}

describe('the feedback page (§3, §4)', { timeout: 20000 }, () => {
  it('sends the scores and texts given, then shows them as old feedback', async () => {
    const { user, api } = renderFeedback({
      order: { id: 8, number: 'DH-10008', canLeaveFeedback: true },
      feedback: none,
    });
    expect(
      await screen.findByRole('heading', { name: 'Feedback on order DH-10008' }, pageLoad),
    ).toBeInTheDocument();
    const design = screen.getByRole('group', { name: 'Design' });
    // A keyboard user picks a star with Space (a pointer clicks the star's label).
    within(design).getByRole('radio', { name: 'Design: 4 of 5' }).focus();
    await user.keyboard(' ');
    await user.type(screen.getByRole('textbox', { name: 'What went well' }), 'The charts');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText(feedbackMessages.sent)).toBeInTheDocument();
    expect(api.callsTo('POST /orders/:id/feedback')[0]?.body).toEqual({
      scores: {
        design: 4,
        understandingOfRequirement: null,
        adherenceToDeadline: null,
        attentionToDetail: null,
      },
      feedbacks: { publishable: '', internal: '', good: 'The charts', bad: '' },
    });
    expect(await screen.findByText(/You sent this feedback on/)).toBeInTheDocument();
    expect(screen.getByText('4 of 5')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send feedback' })).toBeNull();
  });

  it('says feedback waits for the delivery', async () => {
    renderFeedback({
      order: { id: 8, number: 'DH-10008', canLeaveFeedback: false },
      feedback: none,
    });
    expect(await screen.findByText(feedbackMessages.notYet, {}, pageLoad)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the order' })).toHaveAttribute(
      'href',
      '/my-profile/orders/8',
    );
  });

  it('shows that the customer had no feedback', async () => {
    renderFeedback({
      order: { id: 8, number: 'DH-10008', canLeaveFeedback: false },
      feedback: {
        ...none,
        hasOldFeedback: true,
        noFeedback: true,
        submittedAt: '2026-12-02T10:00:00.000000Z',
      },
    });
    expect(
      await screen.findByText(/you told us you have no feedback/, {}, pageLoad),
    ).toBeInTheDocument();
  });

  it('offers no link to an order the team does not have (issue 30)', async () => {
    fakeApi({
      'GET /orders/:id/feedback': { status: 404, body: { status: 'error', message: 'Not found' } },
    });
    renderApp({
      route: '/orders/999999/feedback',
      init: makeInit({ user: makeUser({ customerRole: 'owner' }) }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order not found' }, pageLoad),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Back to the order' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to my orders' })).toHaveAttribute(
      'href',
      '/my-profile/orders',
    );
  });
});

import { orderReviewMessages, sandboxBankCheckMessageType } from '@deckhand/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { withFakeTeamEvents } from '@/test/fake-team-events';
import { deliveredDeckId as deckId, makeDeliveredOrder, makeInit, makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render';
import { pricedPaymentMessages } from './components/priced-payment';
import { pageLoad, renderReview, roundsUsedUp } from './order-review-test-kit';

withFakeTeamEvents();

describe('the review of a delivery', { timeout: 20000 }, () => {
  it('shows the delivered files, the late credit, and asks for a revision with notes', async () => {
    const { user, api } = renderReview(makeDeliveredOrder());
    const review = await screen.findByRole('region', { name: 'Your review' }, pageLoad);
    expect(within(review).getByText(/approved on 9:00 AM, 06 December, 2026/)).toBeInTheDocument();
    expect(within(review).getByText('1 of 2 included revision rounds left.')).toBeInTheDocument();
    const deliveries = screen.getByRole('region', { name: 'Deliveries' });
    expect(within(deliveries).getByRole('link', { name: 'Final deck.pptx' })).toHaveAttribute(
      'href',
      `/v1/uploads/${deckId}/content`,
    );
    expect(within(deliveries).getByText('Late')).toBeInTheDocument();
    expect(screen.getByText(orderReviewMessages.lateCredit('$27.00'))).toBeInTheDocument();

    await user.click(within(review).getByRole('button', { name: 'Request a revision' }));
    await user.click(within(review).getByRole('button', { name: 'Send revision request' }));
    expect(await within(review).findByText('Tell us what to change.')).toBeInTheDocument();
    expect(api.callsTo('POST /orders/:id/review')).toHaveLength(0);
    await user.type(within(review).getByLabelText(/What should we change/), 'Bigger logo');
    await user.click(within(review).getByRole('button', { name: 'Send revision request' }));
    expect(await screen.findByText(orderReviewMessages.revisionRequested)).toBeInTheDocument();
    expect(api.callsTo('POST /orders/:id/review')[0]?.body).toEqual({
      decision: 'revise',
      notes: 'Bigger logo',
    });
    expect(await screen.findByText('Revision requested')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your review' })).not.toBeInTheDocument();
  });

  it('approves after confirming', async () => {
    const { user, api } = renderReview(makeDeliveredOrder());
    const review = await screen.findByRole('region', { name: 'Your review' }, pageLoad);
    await user.click(within(review).getByRole('button', { name: 'Approve delivery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this delivery?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve delivery' }));
    expect(await screen.findByText(orderReviewMessages.approved)).toBeInTheDocument();
    expect(api.callsTo('POST /orders/:id/review')[0]?.body).toEqual({ decision: 'approve' });
  });

  it('thanks for the approval though the order reloaded as approved (a live update) before the answer came', async () => {
    let sendAnswer = () => {};
    const answerHeld = new Promise<void>((resolve) => {
      sendAnswer = resolve;
    });
    const { user, queryClient } = renderReview(makeDeliveredOrder(), undefined, { answerHeld });
    const review = await screen.findByRole('region', { name: 'Your review' }, pageLoad);
    await user.click(within(review).getByRole('button', { name: 'Approve delivery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this delivery?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve delivery' }));
    // The live status change reloads the order: approved, its review card gone.
    await queryClient.invalidateQueries({ queryKey: ['orders'] });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Your review' })).toBeNull());
    sendAnswer();
    expect(await screen.findByText(orderReviewMessages.approved)).toBeInTheDocument();
  });

  it('prices a round past the included ones and sends it with its payment', async () => {
    const answer = makeDeliveredOrder({
      review: roundsUsedUp,
      lateDeliveryCredit: null,
    });
    const owner = makeUser({ customerRole: 'owner', manageCredits: true, balance: 500 });
    const { user, api } = renderReview(answer, owner);
    const review = await screen.findByRole('region', { name: 'Your review' }, pageLoad);
    expect(
      within(review).getByText(orderReviewMessages.roundsUsed(2, '$30.00')),
    ).toBeInTheDocument();
    await user.click(within(review).getByRole('button', { name: 'Request another round' }));
    expect(within(review).getByRole('radio', { name: 'Pay with credits' })).toBeChecked();
    expect(within(review).getByText('Your balance: $500.00')).toBeInTheDocument();
    await user.type(within(review).getByLabelText(/What should we change/), 'New cover');
    await user.click(within(review).getByRole('button', { name: 'Pay $30.00 and send' }));
    expect(await screen.findByText(orderReviewMessages.revisionRequested)).toBeInTheDocument();
    expect(api.callsTo('POST /orders/:id/review')[0]?.body).toEqual({
      decision: 'revise',
      notes: 'New cover',
      payment: { method: 'credits' },
      idempotencyKey: expect.any(String),
    });
  });

  it("sends a paid round again after a reload during the bank's check, and reopens the check", async () => {
    const key = '4b0c3f5e-8d7a-4c51-9a57-2f1e0d9c8b7a';
    const payment = { method: 'card', paymentMethodId: 20 };
    window.sessionStorage.setItem(
      'deckhand.payment-attempts',
      JSON.stringify({
        'revision-round:8': {
          key,
          for: { round: 3, notes: 'New cover', payment: JSON.stringify(payment) },
          waitingForBankCheck: true,
        },
      }),
    );
    const answer = makeDeliveredOrder({
      review: roundsUsedUp,
      lateDeliveryCredit: null,
    });
    const secret = 'ch_sandbox_round_secret_sig';
    const init = makeInit({ user: makeUser({ customerRole: 'owner', manageCredits: true }) });
    const api = fakeApi({
      'GET /init': { body: init },
      'GET /orders/:id': { body: answer },
      'GET /billing/payment-methods': { body: [] },
      'POST /orders/:id/review': {
        body: {
          ...answer,
          payment: {
            payment: {
              id: 77,
              purpose: 'orderExtra',
              status: 'requiresAction',
              description: 'Extra revision round',
              amount: 3_000,
              currency: 'USD',
              methodLabel: 'Visa •••• 4242',
              failureMessage: null,
              createdAt: '2026-11-28T10:00:00.000000Z',
              paidAt: null,
              receiptAvailable: false,
            },
            clientSecret: secret,
          },
        },
      },
    });
    renderApp({ route: '/my-profile/orders/8', init });
    const frame = (await screen.findByTitle(
      "Your bank's check",
      undefined,
      pageLoad,
    )) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe(
      `/sandbox-gateway/bank-check?secret=${encodeURIComponent(secret)}`,
    );
    expect(api.callsTo('POST /orders/:id/review').map((call) => call.body)).toEqual([
      { decision: 'revise', notes: 'New cover', payment, idempotencyKey: key },
    ]);
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: sandboxBankCheckMessageType, status: 'succeeded', message: null },
          origin: window.location.origin,
          source: frame.contentWindow,
        }),
      );
    });
    expect(await screen.findByText(pricedPaymentMessages.bankPending)).toBeInTheDocument();
    expect(window.sessionStorage.getItem('deckhand.payment-attempts')).toBe('{}');
  });

  it('tells a role that cannot pay to ask the owner for another round', async () => {
    const answer = makeDeliveredOrder({
      review: roundsUsedUp,
    });
    const member = makeUser({
      customerRole: 'member',
      manageCredits: false,
      seeCreditBalance: false,
    });
    const { user } = renderReview(answer, member);
    const review = await screen.findByRole('region', { name: 'Your review' }, pageLoad);
    await user.click(within(review).getByRole('button', { name: 'Request another round' }));
    expect(within(review).getByText(pricedPaymentMessages.noMethod)).toBeInTheDocument();
    expect(within(review).getByRole('button', { name: 'Pay $30.00 and send' })).toBeDisabled();
  });
});

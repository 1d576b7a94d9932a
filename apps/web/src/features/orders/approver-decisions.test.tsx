import {
  approvalMessages as m,
  orderReviewMessages,
  type TOrderApproval,
  type TOrderResponse,
} from '@deckhand/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  approvedBy,
  makeApprover,
  makeOrderApproval,
  makeOrderWithApproval,
  revisedBy,
} from '@/test/approval-fixtures';
import { fakeApi, type TFakeApiCall } from '@/test/fake-api';
import { withFakeTeamEvents } from '@/test/fake-team-events';
import { makeInit, makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render';

withFakeTeamEvents();

const pageLoad = { timeout: 15_000 };
const init = makeInit({ user: makeUser() });

/**
 * The order page as Ada (user 7); the review's POST records her decision (and the DELETE takes
 * it back) as the API does with named approvers: `decide` says where the round stands then.
 */
function renderReview(
  first: TOrderResponse,
  decide: (decision: 'approve' | 'revise' | 'withdraw') => TOrderResponse = () => first,
) {
  let current = first;
  const api = fakeApi({
    'GET /init': { body: init },
    'GET /orders/:id': () => ({ body: current }),
    'GET /orders/:id/pins': { body: { pins: [] } },
    'POST /orders/:id/review': (call: TFakeApiCall) => {
      current = decide((call.body as { decision: 'approve' | 'revise' }).decision);
      return { body: { ...current, payment: null } };
    },
    // Withdrawn: the order as `decide` has it without a decision.
    'DELETE /orders/:id/review/decision': () => {
      current = decide('withdraw');
      return { body: current };
    },
  });
  const view = renderApp({ route: '/my-profile/orders/8', init });
  return { ...view, api };
}

const findReview = () => screen.findByRole('region', { name: 'Your review' }, pageLoad);
const approveButton = (review: HTMLElement) =>
  within(review).queryByRole('button', { name: orderReviewMessages.approve });

/** Ada and Ben under "all", Ada's decision as given. */
const adaAndBen = (adaDecision: TOrderApproval['approvers'][number]['decision'] = null) =>
  makeOrderApproval({
    approvers: [
      makeApprover({ decision: adaDecision }),
      makeApprover({ userId: 8, name: 'Ben Admin' }),
    ],
  });

describe('deciding on a version with named approvers', { timeout: 20_000 }, () => {
  it('lets a teammate who is not named follow, without the decision buttons', async () => {
    const approval = makeOrderApproval({
      approvers: [
        makeApprover({ userId: 8, name: 'Ben Admin' }),
        makeApprover({ userId: 9, name: 'Cleo Manager' }),
      ],
    });
    renderReview(makeOrderWithApproval(approval));
    const review = await findReview();
    expect(within(review).getByText(m.waitingForApprovers)).toBeInTheDocument();
    expect(approveButton(review)).not.toBeInTheDocument();
    expect(
      within(review).queryByRole('button', { name: orderReviewMessages.requestRevision }),
    ).not.toBeInTheDocument();
    expect(within(review).queryByRole('button', { name: m.withdraw })).not.toBeInTheDocument();
  });

  it('records an approval that does not meet the rule yet, then shows it with the way back', async () => {
    const { user, api } = renderReview(makeOrderWithApproval(adaAndBen()), () =>
      makeOrderWithApproval(adaAndBen(approvedBy())),
    );
    const review = await findReview();
    await user.click(approveButton(review) as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Approve this delivery?' });
    expect(within(dialog).getByText(m.approveAsApprover)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: orderReviewMessages.approve }));

    expect(await screen.findByText(m.decisionRecorded)).toBeInTheDocument();
    expect(screen.queryByText(orderReviewMessages.approved)).not.toBeInTheDocument();
    expect(api.callsTo('POST /orders/:id/review')[0]?.body).toEqual({ decision: 'approve' });
    expect(await within(review).findByText(m.yourDecision.approve)).toBeInTheDocument();
    expect(approveButton(review)).not.toBeInTheDocument();
    expect(within(review).getByRole('button', { name: m.withdraw })).toBeInTheDocument();
  });

  it('thanks the approver whose approval meets the rule, as before', async () => {
    const { user } = renderReview(makeOrderWithApproval(adaAndBen()), () => {
      const approved = makeOrderWithApproval(adaAndBen(approvedBy()));
      return { ...approved, order: { ...approved.order, status: 'approved' } };
    });
    const review = await findReview();
    await user.click(approveButton(review) as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Approve this delivery?' });
    await user.click(within(dialog).getByRole('button', { name: orderReviewMessages.approve }));
    expect(await screen.findByText(orderReviewMessages.approved)).toBeInTheDocument();
    expect(screen.queryByText(m.decisionRecorded)).not.toBeInTheDocument();
  });

  it('withdraws the approver’s decision with a DELETE, and asks again', async () => {
    const { user, api } = renderReview(makeOrderWithApproval(adaAndBen(approvedBy())), () =>
      makeOrderWithApproval(adaAndBen()),
    );
    const review = await findReview();
    expect(within(review).getByText(m.yourDecision.approve)).toBeInTheDocument();
    expect(approveButton(review)).not.toBeInTheDocument();

    await user.click(within(review).getByRole('button', { name: m.withdraw }));
    expect(await screen.findByText(m.withdrawn)).toBeInTheDocument();
    expect(api.callsTo('DELETE /orders/:id/review/decision')).toHaveLength(1);
    await waitFor(() => expect(approveButton(review)).toBeInTheDocument());
    expect(within(review).queryByText(m.yourDecision.approve)).not.toBeInTheDocument();
  });

  it('says the rule can no longer be met when the approvers asked for changes', async () => {
    const changes = makeOrderApproval({
      outcome: 'changes',
      approvers: [
        makeApprover({ decision: revisedBy('Darker title') }),
        makeApprover({ userId: 8, name: 'Ben Admin' }),
      ],
    });
    renderReview(makeOrderWithApproval(changes));
    const review = await findReview();
    expect(within(review).getByText(m.changesPending)).toBeInTheDocument();
    expect(within(review).getByText(m.yourDecision.revise)).toBeInTheDocument();
    expect(within(review).getByRole('button', { name: m.withdraw })).toBeInTheDocument();
    // The approver who asked for changes sends the revision request.
    expect(
      within(review).getByRole('button', { name: orderReviewMessages.requestRevision }),
    ).toBeInTheDocument();
  });
});

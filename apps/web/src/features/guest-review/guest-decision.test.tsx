import { approvalMessages, reviewGuestMessages as m, type TGuestReview } from '@deckhand/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  approvedBy,
  makeApprover,
  makeGuestApprover,
  makeOrderApproval,
} from '@/test/approval-fixtures';
import type { TFakeRoutes } from '@/test/fake-api';
import { makeGuestInvite, makeGuestReview } from '@/test/review-guest-fixtures';
import { renderGuestPage } from './guest-review-test-kit';

const codeRoute = 'POST /guest-review/code';
const decisionRoute = 'POST /guest-review/decision';
const sentTo = 'g•••@client.example';

/** Gus, an approver with Ada under "all", version 1 waiting for their decisions. */
const waiting = makeGuestReview({
  guest: { isApprover: true },
  approval: makeOrderApproval({ approvers: [makeApprover(), makeGuestApprover()] }),
});

/** Gus's approval recorded: the answer of a confirmed decision. */
const approved: TGuestReview = {
  ...waiting,
  guest: { ...waiting.guest, decision: { decision: 'approve', at: '2026-12-02T10:00:00.000000Z' } },
  approval: makeOrderApproval({
    approvers: [makeApprover(), makeGuestApprover({ decision: approvedBy() })],
  }),
};

function renderApprover(review: TGuestReview, routes: TFakeRoutes = {}) {
  return renderGuestPage({
    'GET /guest-reviews/:token': { body: makeGuestInvite({ isSignedIn: true }) },
    'GET /guest-review': { body: review },
    [codeRoute]: {
      status: 202,
      body: { sentTo, expiresAt: '2026-12-02T10:10:00.000000Z' },
    },
    ...routes,
  });
}

const findDecisionCard = () =>
  screen.findByRole('region', { name: approvalMessages.heading }, { timeout: 15_000 });

describe('an approver guest’s decision', { timeout: 20_000 }, () => {
  it('approves with the code mailed to them: the decision and the approvals show', async () => {
    const { user, api } = renderApprover(waiting, { [decisionRoute]: { body: approved } });
    const card = await findDecisionCard();
    expect(within(card).getByText(m.approverNote)).toBeInTheDocument();
    expect(within(card).getByText(approvalMessages.progress(0, 2))).toBeInTheDocument();
    expect(within(card).getByText(m.guestBadge)).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: m.approve }));
    await user.click(within(card).getByRole('button', { name: m.sendCode }));
    expect(await within(card).findByText(m.codeSent(sentTo))).toBeInTheDocument();
    await user.type(within(card).getByRole('textbox', { name: m.codeLabel }), '123456');
    await user.click(within(card).getByRole('button', { name: m.confirmDecision }));

    expect(await within(card).findByText(m.yourDecision.approve)).toBeInTheDocument();
    expect(within(card).getByText(approvalMessages.progress(1, 2))).toBeInTheDocument();
    expect(api.callsTo(codeRoute)).toHaveLength(1);
    expect(api.callsTo(decisionRoute).map((call) => call.body)).toEqual([
      { decision: 'approve', code: '123456' },
    ]);
    expect(within(card).queryByRole('button', { name: m.approve })).not.toBeInTheDocument();
  });

  it('asks for changes with notes; a wrong code is the code field’s error', async () => {
    const { user, api } = renderApprover(waiting, {
      [decisionRoute]: { status: 422, body: { status: 'error', errors: { code: [m.codeWrong] } } },
    });
    const card = await findDecisionCard();
    await user.click(within(card).getByRole('button', { name: m.requestChanges }));
    await user.type(within(card).getByRole('textbox', { name: m.notesLabel }), 'Bigger logo');
    await user.click(within(card).getByRole('button', { name: m.sendCode }));
    const code = await within(card).findByRole('textbox', { name: m.codeLabel });
    await user.type(code, '654321');
    await user.click(within(card).getByRole('button', { name: m.confirmDecision }));

    expect(await within(card).findByText(m.codeWrong)).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo(decisionRoute)[0]?.body).toEqual({
      decision: 'revise',
      notes: 'Bigger logo',
      code: '654321',
    });
    expect(within(card).queryByText(m.yourDecision.revise)).not.toBeInTheDocument();
  });

  it('checks the code’s form before sending it', async () => {
    const { user, api } = renderApprover(waiting);
    const card = await findDecisionCard();
    await user.click(within(card).getByRole('button', { name: m.approve }));
    await user.click(within(card).getByRole('button', { name: m.sendCode }));
    await user.type(await within(card).findByRole('textbox', { name: m.codeLabel }), '12');
    await user.click(within(card).getByRole('button', { name: m.confirmDecision }));
    expect(await within(card).findByText('Type the 6 digits from the e-mail.')).toBeInTheDocument();
    expect(api.callsTo(decisionRoute)).toHaveLength(0);
  });

  it('says why the order cannot take the decision now', async () => {
    const { user } = renderApprover(waiting, {
      [decisionRoute]: { status: 409, body: { status: 'error', message: m.paidRound } },
    });
    const card = await findDecisionCard();
    await user.click(within(card).getByRole('button', { name: m.requestChanges }));
    await user.click(within(card).getByRole('button', { name: m.sendCode }));
    await user.type(await within(card).findByRole('textbox', { name: m.codeLabel }), '123456');
    await user.click(within(card).getByRole('button', { name: m.confirmDecision }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(m.paidRound);
  });

  it('sends a guest whose session ended back to the name step', async () => {
    const { user } = renderApprover(waiting, {
      [codeRoute]: { status: 401, body: { status: 'error', message: m.signedOut } },
    });
    const card = await findDecisionCard();
    await user.click(within(card).getByRole('button', { name: m.approve }));
    await user.click(within(card).getByRole('button', { name: m.sendCode }));
    expect(await screen.findByRole('textbox', { name: m.yourNameLabel })).toHaveValue('Gus Guest');
  });

  it('shows a decision already made instead of asking again', async () => {
    renderApprover(approved);
    const card = await findDecisionCard();
    expect(within(card).getByText(m.yourDecision.approve)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: m.approve })).not.toBeInTheDocument();
  });

  it('asks nothing of an approver while no version waits for a decision', async () => {
    renderApprover({
      ...waiting,
      roundInReview: null,
      order: { ...waiting.order, status: 'approved' },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: m.welcomeTitle('DH-10008') }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: approvalMessages.heading }),
    ).not.toBeInTheDocument();
    expect(screen.queryByText(m.guestNote)).not.toBeInTheDocument();
  });
});

import {
  approvalMessages as m,
  type TOrderApproval,
  type TOrderReview,
  type TStaffOrderResponse,
} from '@deckhand/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { approvedBy, makeApprover, makeOrderApproval, revisedBy } from '@/test/approval-fixtures';
import { fakeApi } from '@/test/fake-api';
import { staffEvents, withFakeTeamEvents } from '@/test/fake-team-events';
import { makeDeliveredOrder, makeInit, makeStaff, makeStaffOrder } from '@/test/fixtures';
import { renderApp } from '@/test/render';

withFakeTeamEvents();

const pageLoad = { timeout: 15_000 };
const init = makeInit({ user: makeStaff() });

/** Order 8 as staff read it, with these approvers (or nobody named). */
function staffOrderWith(approval: TOrderApproval | null): TStaffOrderResponse {
  const review = makeDeliveredOrder().details.review as TOrderReview;
  return makeStaffOrder({ review: { ...review, approval } });
}

function renderStaffOrder(current: () => TStaffOrderResponse) {
  const api = fakeApi({
    'GET /init': { body: init },
    'GET /staff/orders/:id': () => ({ body: current() }),
    'GET /orders/:id/pins': { body: { pins: [] } },
  });
  return { ...renderApp({ route: '/staff/orders/8', init }), api };
}

describe('the approvers in the staff console', { timeout: 20_000 }, () => {
  it('are read-only, name who is still pending, and follow the customer’s decisions live', async () => {
    let current = staffOrderWith(
      makeOrderApproval({
        approvers: [
          makeApprover(),
          makeApprover({ userId: 8, name: 'Ben Admin', decision: approvedBy() }),
          makeApprover({ userId: 9, name: 'Cleo Manager' }),
        ],
      }),
    );
    const { api } = renderStaffOrder(() => current);
    const card = await screen.findByRole('region', { name: m.heading }, pageLoad);
    expect(within(card).getByText(m.rule.all(3))).toBeInTheDocument();
    expect(within(card).getByText(m.progress(1, 3))).toBeInTheDocument();
    expect(
      within(card).getByText(m.pendingStaff('Ada Customer, Cleo Manager')),
    ).toBeInTheDocument();
    // Nobody is "you" on the console, and nothing there changes the customer's approvers.
    expect(within(card).queryByText(new RegExp(`\\(${m.you}\\)`))).not.toBeInTheDocument();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: m.edit })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: m.withdraw })).not.toBeInTheDocument();

    current = staffOrderWith(
      makeOrderApproval({
        outcome: 'changes',
        approvers: [
          makeApprover({ decision: revisedBy('Swap the photo') }),
          makeApprover({ userId: 8, name: 'Ben Admin', decision: approvedBy() }),
          makeApprover({ userId: 9, name: 'Cleo Manager' }),
        ],
      }),
    );
    const loads = api.callsTo('GET /staff/orders/:id').length;
    await waitFor(() => expect(staffEvents.listeners['order.reviewClockChanged']).toBeDefined());
    staffEvents.listeners['order.reviewClockChanged']?.({ orderId: 8, number: 'DH-10008' });
    expect(await within(card).findByText(m.pendingStaff('Cleo Manager'))).toBeInTheDocument();
    expect(within(card).getByText('Swap the photo')).toBeInTheDocument();
    expect(api.callsTo('GET /staff/orders/:id').length).toBeGreaterThan(loads);
  });

  it('are not shown while the customer names nobody', async () => {
    renderStaffOrder(() => staffOrderWith(null));
    await screen.findByRole('region', { name: 'Work' }, pageLoad);
    expect(screen.queryByRole('region', { name: m.heading })).not.toBeInTheDocument();
  });
});

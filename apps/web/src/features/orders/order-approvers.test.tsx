import {
  approvalMessages as m,
  type TCurrentUser,
  type TOrderApproval,
  type TOrderResponse,
  reviewGuestMessages as words,
} from '@deckhand/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  approvedBy,
  approverTeam,
  makeApprover,
  makeGuestApprover,
  makeOrderApproval,
  makeOrderWithApproval,
  revisedBy,
} from '@/test/approval-fixtures';
import { fakeApi, type TFakeRoutes } from '@/test/fake-api';
import { withFakeTeamEvents } from '@/test/fake-team-events';
import { makeInit, makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render';
import { makeReviewGuest } from '@/test/review-guest-fixtures';

withFakeTeamEvents();

const pageLoad = { timeout: 15_000 };

/** The customer's order page (order 8, placed by user 12) as `user`, the API answering `current()`. */
function renderOrderPage(
  current: () => TOrderResponse,
  user: Partial<TCurrentUser> = {},
  routes: TFakeRoutes = {},
) {
  const init = makeInit({ user: makeUser(user) });
  const api = fakeApi({
    'GET /init': { body: init },
    'GET /orders/:id': () => ({ body: current() }),
    'GET /orders/:id/pins': { body: { pins: [] } },
    'GET /team/members': { body: approverTeam },
    'GET /orders/:id/review/guests': { body: { guests: [] } },
    ...routes,
  });
  return { ...renderApp({ route: '/my-profile/orders/8', init }), api };
}

const findApprovers = () => screen.findByRole('region', { name: m.heading }, pageLoad);
const putsOf = (api: ReturnType<typeof fakeApi>) => api.callsTo('PUT /orders/:id/review/approvers');

/** Two of three must approve: Ben approved, Cleo asked for changes, Ada (the viewer) waits. */
const twoOfThree: TOrderApproval = makeOrderApproval({
  rule: 'count',
  required: 2,
  needed: 2,
  approvers: [
    makeApprover(),
    makeApprover({ userId: 8, name: 'Ben Admin', decision: approvedBy() }),
    makeApprover({ userId: 9, name: 'Cleo Manager', decision: revisedBy('Bigger logo') }),
  ],
});

describe('the approvers on the customer’s order page', { timeout: 20_000 }, () => {
  it('shows the rule, the approvals so far and where each approver stands', async () => {
    renderOrderPage(() => makeOrderWithApproval(twoOfThree));
    const card = await findApprovers();
    expect(within(card).getByText(m.rule.count(2, 3))).toBeInTheDocument();
    expect(within(card).getByText(m.progress(1, 2))).toBeInTheDocument();
    const meter = within(card).getByRole('meter', { name: m.progressLabel });
    expect(meter).toHaveAttribute('aria-valuenow', '1');
    expect(meter).toHaveAttribute('aria-valuemax', '2');
    const items = within(within(card).getByRole('list', { name: m.listLabel })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      `Ada Customer (${m.you})${m.status.pending}`,
      `Ben Admin${m.status.approve}10:00 AM, 02 December, 2026`,
      `Cleo Manager${m.status.revise}11:00 AM, 02 December, 2026Bigger logo`,
    ]);
    // Staff's line of who is pending is not the customer's.
    expect(within(card).queryByText(/^Waiting for:/)).not.toBeInTheDocument();
  });

  it('says anyone decides while nobody is named, and hides the change from a manager who did not place the order', async () => {
    renderOrderPage(() => makeOrderWithApproval(null), { customerRole: 'manager' });
    const card = await findApprovers();
    expect(within(card).getByText(m.noneNamed)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: m.edit })).not.toBeInTheDocument();
  });

  it('offers the change to the manager who placed the order', async () => {
    renderOrderPage(() => makeOrderWithApproval(null, { placedByUserId: 7 }), {
      customerRole: 'manager',
    });
    const card = await findApprovers();
    expect(within(card).getByRole('button', { name: m.edit })).toBeInTheDocument();
  });

  it('offers no change once the order is approved', async () => {
    const approved = makeOrderWithApproval(twoOfThree);
    renderOrderPage(() => ({ ...approved, order: { ...approved.order, status: 'approved' } }));
    const card = await findApprovers();
    expect(within(card).getByText(m.rule.count(2, 3))).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: m.edit })).not.toBeInTheDocument();
  });

  it('lets the owner name teammates and a rule: the PUT sends them, the page shows the answer', async () => {
    let current = makeOrderWithApproval(null);
    const { user, api } = renderOrderPage(() => current, undefined, {
      'PUT /orders/:id/review/approvers': () => {
        current = makeOrderWithApproval(
          makeOrderApproval({
            rule: 'count',
            required: 1,
            needed: 1,
            approvers: [
              makeApprover({ userId: 8, name: 'Ben Admin' }),
              makeApprover({ userId: 9, name: 'Cleo Manager' }),
            ],
          }),
        );
        return { body: current };
      },
    });
    const card = await findApprovers();
    await user.click(within(card).getByRole('button', { name: m.edit }));
    const people = await within(card).findByRole('textbox', { name: m.approversLabel });
    await user.click(people);
    await user.click(await screen.findByRole('option', { name: 'Ben Admin' }));
    await user.click(await screen.findByRole('option', { name: 'Cleo Manager' }));
    await user.click(within(card).getByRole('radio', { name: m.ruleOptions.count }));
    await user.type(within(card).getByRole('textbox', { name: m.requiredLabel }), '1');
    await user.click(within(card).getByRole('button', { name: m.save }));

    expect(await screen.findByText(m.saved)).toBeInTheDocument();
    expect(putsOf(api).map((call) => call.body)).toEqual([
      {
        approvers: [
          { kind: 'member', userId: 8 },
          { kind: 'member', userId: 9 },
        ],
        rule: 'count',
        required: 1,
      },
    ]);
    expect(await within(card).findByText(m.rule.count(1, 2))).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: m.save })).not.toBeInTheDocument();
  });

  it('puts the server’s field errors on the fields, and removing everyone sends an empty list', async () => {
    const { user, api } = renderOrderPage(() => makeOrderWithApproval(twoOfThree), undefined, {
      'PUT /orders/:id/review/approvers': {
        status: 422,
        body: { status: 'error', errors: { approvers: [m.notAMember] } },
      },
    });
    const card = await findApprovers();
    await user.click(within(card).getByRole('button', { name: m.edit }));
    const people = await within(card).findByRole('textbox', { name: m.approversLabel });
    expect(within(card).getByRole('radio', { name: m.ruleOptions.count })).toBeChecked();
    expect(within(card).getByRole('textbox', { name: m.requiredLabel })).toHaveValue('2');
    await user.click(within(card).getByRole('button', { name: m.save }));
    expect(await within(card).findByText(m.notAMember)).toBeInTheDocument();
    expect(people).toHaveAttribute('aria-invalid', 'true');
    expect(putsOf(api)[0]?.body).toEqual({
      approvers: [
        { kind: 'member', userId: 7 },
        { kind: 'member', userId: 8 },
        { kind: 'member', userId: 9 },
      ],
      rule: 'count',
      required: 2,
    });

    // Everyone removed, "all": nobody named, and "how many" goes as null.
    await user.click(within(card).getByRole('radio', { name: m.ruleOptions.all }));
    for (const name of ['Ada Customer', 'Ben Admin', 'Cleo Manager']) {
      // The picked names show as pills (the list of options names them too).
      const pill = within(card)
        .getAllByText(new RegExp(`^${name}`))
        .map((label) => label.closest('.mantine-Pill-root'))
        .find(Boolean);
      await user.click(within(pill as HTMLElement).getByRole('button', { hidden: true }));
    }
    await user.click(within(card).getByRole('button', { name: m.save }));
    await waitFor(() => expect(putsOf(api)).toHaveLength(2));
    expect(putsOf(api)[1]?.body).toEqual({ approvers: [], rule: 'all', required: null });
  });

  it('offers the order’s e-mail guests besides teammates and keeps a guest already named', async () => {
    const guests = [
      makeReviewGuest({ id: 31, label: 'Gus Guest', isApprover: true }),
      makeReviewGuest({ id: 32, label: 'Hana Hill', email: 'hana@client.example' }),
      makeReviewGuest({ id: 33, kind: 'link', label: 'Client review', email: null }),
      makeReviewGuest({ id: 34, label: 'Ivo Old', status: 'expired' }),
    ];
    const approval = makeOrderApproval({ approvers: [makeApprover(), makeGuestApprover()] });
    const { user, api } = renderOrderPage(() => makeOrderWithApproval(approval), undefined, {
      'GET /orders/:id/review/guests': { body: { guests } },
      'PUT /orders/:id/review/approvers': () => ({ body: makeOrderWithApproval(approval) }),
    });
    const card = await findApprovers();
    const items = within(within(card).getByRole('list', { name: m.listLabel })).getAllByRole(
      'listitem',
    );
    expect(items[1]).toHaveTextContent(`Gus Guest${words.guestBadge}${m.status.pending}`);

    await user.click(within(card).getByRole('button', { name: m.edit }));
    await user.click(await within(card).findByRole('textbox', { name: m.approversLabel }));
    expect(
      await screen.findByRole('option', { name: words.guestChoice('Hana Hill') }),
    ).toBeVisible();
    expect(screen.getByText(words.guestsGroup)).toBeInTheDocument();
    // A link to forward and an expired invite cannot approve: no code can reach them.
    expect(screen.queryByRole('option', { name: /Client review|Ivo Old/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: words.guestChoice('Hana Hill') }));
    await user.click(within(card).getByRole('button', { name: m.save }));

    await waitFor(() => expect(putsOf(api)).toHaveLength(1));
    expect(putsOf(api)[0]?.body).toEqual({
      approvers: [
        { kind: 'member', userId: 7 },
        { kind: 'guest', guestId: 31 },
        { kind: 'guest', guestId: 32 },
      ],
      rule: 'all',
      required: null,
    });
  });
});

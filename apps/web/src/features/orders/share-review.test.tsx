import {
  reviewGuestMessages as m,
  modalButtons,
  type TCurrentUser,
  type TInviteGuestRequest,
  type TReviewGuest,
} from '@deckhand/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, type TFakeRoutes } from '@/test/fake-api';
import { withFakeTeamEvents } from '@/test/fake-team-events';
import { makeDeliveredOrder, makeInit, makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render';
import { makeReviewGuest } from '@/test/review-guest-fixtures';

withFakeTeamEvents();

const guestsRoute = 'GET /orders/:id/review/guests';
const inviteRoute = 'POST /orders/:id/review/guests';
const revokeRoute = 'DELETE /orders/:id/review/guests/:guestId';

/** The customer's order page (order 8, delivered, placed by user 12), the guests kept as the API would. */
function renderSharing(
  initial: TReviewGuest[],
  user: Partial<TCurrentUser> = {},
  routes: TFakeRoutes = {},
) {
  let guests = initial;
  const init = makeInit({ user: makeUser(user) });
  const api = fakeApi({
    'GET /init': { body: init },
    'GET /orders/:id': { body: makeDeliveredOrder() },
    'GET /orders/:id/pins': { body: { pins: [] } },
    [guestsRoute]: () => ({ body: { guests } }),
    [inviteRoute]: (call) => {
      const sent = call.body as TInviteGuestRequest;
      const guest = makeReviewGuest({
        id: 40 + guests.length,
        kind: sent.kind,
        label: sent.kind === 'email' ? sent.name : sent.label,
        email: sent.kind === 'email' ? sent.email : null,
      });
      guests = [...guests, guest];
      const link = sent.kind === 'link' ? 'https://deckhand.example/review/tok-123' : null;
      return { status: 201, body: { guest, link } };
    },
    [revokeRoute]: (call) => {
      const id = Number(call.params.guestId);
      guests = guests.map((guest) => (guest.id === id ? { ...guest, status: 'revoked' } : guest));
      return { status: 204, body: undefined };
    },
    ...routes,
  });
  return { ...renderApp({ route: '/my-profile/orders/8', init }), api };
}

const findCard = () => screen.findByRole('region', { name: m.heading });
const findGuestList = async () => within(await findCard()).findByRole('list', { name: m.heading });

describe('sharing the order’s review with guests', { timeout: 20_000 }, () => {
  it('lists the guests with how, until when and whether they opened it', async () => {
    renderSharing([
      makeReviewGuest(),
      makeReviewGuest({
        id: 32,
        kind: 'link',
        label: 'Client review',
        email: null,
        status: 'expired',
        seenAs: ['Hana', 'Ivo'],
        lastSeenAt: '2026-12-02T10:00:00.000000Z',
      }),
    ]);
    const items = within(await findGuestList()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `Gus Guest${m.status.active}gus@client.example · ${m.expires('15 December 2026')}${m.neverOpened}${m.revoke}`,
      `Client review${m.status.expired}${m.linkKind} · ${m.expires('15 December 2026')}${m.lastSeen('10:00 AM, 02 December, 2026')} · ${m.seenAs('Hana, Ivo')}`,
    ]);
  });

  it('says nobody has access yet', async () => {
    renderSharing([]);
    expect(await within(await findCard()).findByText(m.noGuests)).toBeInTheDocument();
  });

  it('lets the owner invite someone by e-mail: the toast says it is on its way', async () => {
    const { user, api } = renderSharing([]);
    const card = await findCard();
    await user.type(
      within(card).getByRole('textbox', { name: m.emailLabel }),
      'gus@client.example',
    );
    await user.type(within(card).getByRole('textbox', { name: m.nameLabel }), 'Gus Guest');
    await user.selectOptions(within(card).getByRole('combobox', { name: m.lifetimeLabel }), '7');
    await user.click(within(card).getByRole('button', { name: m.share }));

    expect(await screen.findByText(m.invited('gus@client.example'))).toBeInTheDocument();
    expect(api.callsTo(inviteRoute).map((call) => call.body)).toEqual([
      {
        kind: 'email',
        email: 'gus@client.example',
        name: 'Gus Guest',
        expiresInDays: 7,
        canSeePrices: false,
      },
    ]);
    expect(await within(await findGuestList()).findByText('Gus Guest')).toBeInTheDocument();
    expect(within(card).getByRole('textbox', { name: m.emailLabel })).toHaveValue('');
  });

  it('makes a link to forward and shows it once, with a button that copies it', async () => {
    const { user, api } = renderSharing([]);
    const card = await findCard();
    await user.click(within(card).getByRole('radio', { name: m.kindOptions.link }));
    await user.type(within(card).getByRole('textbox', { name: m.labelLabel }), 'Client review');
    await user.click(within(card).getByRole('checkbox', { name: m.canSeePricesLabel }));
    await user.click(within(card).getByRole('button', { name: m.share }));

    expect(await within(card).findByText(m.linkCreated)).toBeInTheDocument();
    expect(api.callsTo(inviteRoute)[0]?.body).toEqual({
      kind: 'link',
      label: 'Client review',
      expiresInDays: 14,
      canSeePrices: true,
    });
    const link = 'https://deckhand.example/review/tok-123';
    expect(within(card).getByRole('textbox', { name: m.linkKind })).toHaveValue(link);
    await user.click(within(card).getByRole('button', { name: m.copy }));
    expect(await within(card).findByRole('button', { name: m.copied })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(link);
  });

  it('puts the server’s field errors on the fields', async () => {
    const { user } = renderSharing([], undefined, {
      [inviteRoute]: {
        status: 422,
        body: { status: 'error', errors: { email: ['This address cannot be invited.'] } },
      },
    });
    const card = await findCard();
    await user.type(
      within(card).getByRole('textbox', { name: m.emailLabel }),
      'gus@client.example',
    );
    await user.type(within(card).getByRole('textbox', { name: m.nameLabel }), 'Gus');
    await user.click(within(card).getByRole('button', { name: m.share }));
    expect(await within(card).findByText('This address cannot be invited.')).toBeInTheDocument();
    expect(within(card).getByRole('textbox', { name: m.emailLabel })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('revokes an active guest once confirmed', async () => {
    const { user, api } = renderSharing([makeReviewGuest()]);
    const list = await findGuestList();
    await user.click(within(list).getByRole('button', { name: m.revoke }));
    const dialog = await screen.findByRole('dialog', { name: m.revoke });
    expect(dialog).toHaveTextContent(m.revokeConfirm('Gus Guest'));
    await user.click(within(dialog).getByRole('button', { name: m.revoke }));

    expect(await screen.findByText(m.revoked)).toBeInTheDocument();
    expect(api.callsTo(revokeRoute).map((call) => call.params.guestId)).toEqual(['31']);
    expect(await within(list).findByText(m.status.revoked)).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: m.revoke })).not.toBeInTheDocument();
  });

  it('keeps access when the revoke is cancelled', async () => {
    const { user, api } = renderSharing([makeReviewGuest()]);
    await user.click(within(await findGuestList()).getByRole('button', { name: m.revoke }));
    const dialog = await screen.findByRole('dialog', { name: m.revoke });
    await user.click(within(dialog).getByRole('button', { name: modalButtons.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(revokeRoute)).toHaveLength(0);
  });

  it('shows a member who may not share the list only', async () => {
    renderSharing([makeReviewGuest()], { customerRole: 'manager' });
    const list = await findGuestList();
    const card = await findCard();
    expect(within(list).getByText('Gus Guest')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: m.revoke })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: m.share })).not.toBeInTheDocument();
    expect(within(card).queryByRole('textbox', { name: m.emailLabel })).not.toBeInTheDocument();
  });

  it('is not offered before a version is delivered', async () => {
    const order = makeDeliveredOrder({ deliveries: [] });
    const { api } = renderSharing([], undefined, {
      'GET /orders/:id': { body: { ...order, order: { ...order.order, status: 'inProgress' } } },
    });
    expect(await screen.findByRole('heading', { name: 'Order DH-10008' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: m.heading })).not.toBeInTheDocument();
    expect(api.callsTo(guestsRoute)).toHaveLength(0);
  });
});

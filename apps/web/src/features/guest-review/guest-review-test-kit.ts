/** The guest's page as its tests render it (guest-review*.test.tsx). */
import { fakeApi, type TFakeRoutes } from '@/test/fake-api';
import { makeInit } from '@/test/fixtures';
import { renderApp } from '@/test/render';
import { makeGuestInvite } from '@/test/review-guest-fixtures';

export const token = 'tok-123';

/**
 * /review/{token} for a visitor with no account: the invite of makeGuestInvite (no session yet
 * unless told), no comments on the slides, the version's opening accepted; `routes` add or
 * replace answers.
 */
export function renderGuestPage(routes: TFakeRoutes = {}) {
  const init = makeInit();
  const api = fakeApi({
    'GET /init': { body: init },
    'GET /guest-reviews/:token': { body: makeGuestInvite() },
    'GET /orders/:id/pins': { body: { pins: [] } },
    'POST /guest-review/opened': { status: 204, body: undefined },
    ...routes,
  });
  return { ...renderApp({ route: `/review/${token}`, init }), api };
}

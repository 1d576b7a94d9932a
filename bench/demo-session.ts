/** A demo account's session for the benches that load signed-in routes. */

/** A demo account (README: every demo account's password is Deckhand#2026). */
export const demoSignIn = { email: 'owner@example.com', password: 'Deckhand#2026' };
export const sessionCookieName = 'deckhand_session';

/** Signs in as the demo owner through the API, as the SPA does; returns the session token. */
export async function startDemoSession(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/v1/users/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      origin: baseUrl,
    },
    body: JSON.stringify(demoSignIn),
  });
  if (!response.ok) throw new Error(`sign-in as ${demoSignIn.email}: HTTP ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/**
 * The demo owner as a returning visitor: signed in (the cookie header) with the offers of §3's
 * modal flags already answered, as the browser journeys start (e2e/support/accounts.ts). Else
 * the Pro plan offer opens over the orders list after the app runs, once per team, and a page
 * measurement would read that dialog as the page's largest paint.
 */
export async function signInAsReturningOwner(baseUrl: string): Promise<string> {
  const cookie = `${sessionCookieName}=${await startDemoSession(baseUrl)}`;
  const spa = { cookie, 'x-requested-with': 'XMLHttpRequest', origin: baseUrl };
  const me = await fetch(`${baseUrl}/v1/users/me`, { headers: spa });
  const { user } = (await me.json()) as {
    user: { settings: Record<string, unknown> & { modals?: object } };
  };
  const modals = { ...user.settings.modals, onlineSubscriptionsPopup: true, couldSavePopup: true };
  const saved = await fetch(`${baseUrl}/v1/customers/settings`, {
    method: 'PUT',
    headers: { ...spa, 'content-type': 'application/json' },
    body: JSON.stringify({ ...user.settings, modals }),
  });
  if (!saved.ok) throw new Error(`answering the demo owner's offers: HTTP ${saved.status}`);
  return cookie;
}

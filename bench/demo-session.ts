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

import {
  oauthEvents,
  oauthMessages,
  ZOAuthAuthenticatedEvent,
  ZOAuthStartResponse,
} from '@deckhand/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { externalIdentities, teams, users } from '../../db/schema/index.ts';
import { findOutboxMails } from '../../platform/mail/outbox-mailer.ts';
import { useTestContext } from '../../test/create-test-app.ts';
import {
  getSetCookie,
  type OAuthEnvironment,
  startOAuthEnvironment,
} from '../../test/oauth-environment.ts';
import { createTestUser, resetRateLimits } from '../../test/user-factory.ts';
import { getUserAccount } from '../users/index.ts';

const ctx = useTestContext();

beforeEach(() => resetRateLimits(ctx.database.db));

/** The whole popup flow for `login`; returns what the opener heard and the callback response. */
async function signInWithPopup(env: OAuthEnvironment, login: string) {
  const { channel, redirectUrl } = ZOAuthStartResponse.parse(await (await env.start()).json());
  const opener = await env.listen(channel);
  const callbackUrl = await env.signIn(redirectUrl, login);
  const authenticated = opener.next(oauthEvents.authenticated, 4000).catch(() => null);
  const notification = opener.next(oauthEvents.notification, 4000).catch(() => null);
  const page = await env.openCallback(callbackUrl);
  const heard = await Promise.race([authenticated, notification]);
  return { page, heard, session: getSetCookie(page, 'deckhand_session') };
}

const identitiesOf = (userId: number) =>
  ctx.database.db.select().from(externalIdentities).where(eq(externalIdentities.userId, userId));

describe('account resolution of an external sign-in', () => {
  it('links an existing account when the provider says the email is verified, then by identity', async () => {
    const existing = await createTestUser(ctx.database.db, {
      email: 'lena.link@example.com',
      verified: false,
    });
    const env = await startOAuthEnvironment(ctx, {
      accounts: { 'lena-sub': { email: 'LENA.LINK@example.com', email_verified: true, name: 'L' } },
    });
    const first = await signInWithPopup(env, 'lena-sub');
    const event = ZOAuthAuthenticatedEvent.parse(first.heard);
    expect(event.user.id).toBe(existing.id);
    expect(first.session).toBe(`deckhand_session=${event.token}`);
    expect(await identitiesOf(existing.id)).toMatchObject([
      { provider: 'google', subject: 'lena-sub' },
    ]);
    const [stored] = await ctx.database.db.select().from(users).where(eq(users.id, existing.id));
    expect(stored?.emailVerifiedAt).toBeInstanceOf(Date);

    // The identity, not the email, finds the account from now on.
    env.provider.accounts.set('lena-sub', { email: 'lena@elsewhere.test', email_verified: false });
    const second = await signInWithPopup(env, 'lena-sub');
    expect(ZOAuthAuthenticatedEvent.parse(second.heard).user.id).toBe(existing.id);
  });

  it('does not link when the email is not verified at the provider', async () => {
    const existing = await createTestUser(ctx.database.db, { email: 'owen.nolink@example.com' });
    const env = await startOAuthEnvironment(ctx, {
      accounts: { 'owen-sub': { email: 'owen.nolink@example.com', email_verified: false } },
    });
    const { heard, page, session } = await signInWithPopup(env, 'owen-sub');
    expect(heard).toEqual({ type: 'error', message: oauthMessages.linkNeedsVerifiedEmail });
    expect(await page.text()).toContain(oauthMessages.linkNeedsVerifiedEmail);
    expect(session).toBeUndefined();
    expect(await identitiesOf(existing.id)).toEqual([]);
  });

  it('creates no account for an unverified or missing email', async () => {
    const env = await startOAuthEnvironment(ctx, {
      accounts: {
        'una-sub': { email: 'una.unverified@example.com', email_verified: false, name: 'Una' },
        'nomail-sub': { name: 'No Mail' },
      },
    });
    const unverified = await signInWithPopup(env, 'una-sub');
    expect(unverified.heard).toEqual({ type: 'error', message: oauthMessages.emailNotVerified });
    expect(unverified.session).toBeUndefined();
    const missing = await signInWithPopup(env, 'nomail-sub');
    expect(missing.heard).toEqual({ type: 'error', message: oauthMessages.emailMissing });
    const created = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'una.unverified@example.com'));
    expect(created).toEqual([]);
  });

  it('welcomes a new account by mail', async () => {
    const env = await startOAuthEnvironment(ctx, {
      accounts: {
        'wil-sub': { email: 'wil.welcome@example.com', email_verified: true, name: 'Wil' },
      },
    });
    const { heard } = await signInWithPopup(env, 'wil-sub');
    expect(ZOAuthAuthenticatedEvent.parse(heard).user.email).toBe('wil.welcome@example.com');
    const mails = await findOutboxMails(ctx.database.db);
    expect(mails.filter((mail) => mail.to === 'wil.welcome@example.com')).toHaveLength(1);
  });

  it('refuses a disabled account, and a team that requires another provider', async () => {
    const disabled = await createTestUser(ctx.database.db, {
      email: 'dora.disabled@example.com',
      disabled: true,
    });
    const bound = await createTestUser(ctx.database.db, { email: 'mia.microsoft@example.com' });
    const teamId = (await getUserAccount(ctx.database.db, bound.id))?.team?.id ?? 0;
    await ctx.database.db
      .update(teams)
      .set({ requiredIdentityProvider: 'microsoft' })
      .where(eq(teams.id, teamId));
    const env = await startOAuthEnvironment(ctx, {
      accounts: {
        'dora-sub': { email: 'dora.disabled@example.com', email_verified: true },
        'mia-sub': { email: 'mia.microsoft@example.com', email_verified: true },
      },
    });
    const refusedDisabled = await signInWithPopup(env, 'dora-sub');
    expect(refusedDisabled.heard).toEqual({
      type: 'error',
      message: oauthMessages.accountDisabled,
    });
    expect(refusedDisabled.session).toBeUndefined();
    expect(await identitiesOf(disabled.id)).toEqual([]);

    const refusedTeam = await signInWithPopup(env, 'mia-sub');
    expect(refusedTeam.heard).toEqual({ type: 'error', message: oauthMessages.wrongProvider });
    expect(refusedTeam.session).toBeUndefined();
    expect(await identitiesOf(bound.id)).toEqual([]);
  });
});

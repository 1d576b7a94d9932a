import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { oneTimeTokens } from '../../db/schema/index.ts';
import type { Mailer, MailMessage } from '../../platform/mail/mailer.ts';
import { useTestContext } from '../../test/create-test-app.ts';
import { createTestUser } from '../../test/user-factory.ts';
import { requestPasswordReset } from './password-reset.service.ts';

const ctx = useTestContext();
const config = { publicOrigin: 'https://deckhand.test' };

/** The database, recording which of its methods a call uses. */
function recordCalls(db: Db) {
  const calls: string[] = [];
  const recorded = new Proxy(db, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        calls.push(String(property));
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { db: recorded, calls };
}

function createMailerSpy() {
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    kind: 'outbox',
    sendMail: async (message) => void sent.push(message),
    close: async () => {},
  };
  return { mailer, sent };
}

const countUsableLinks = async (userId: number) =>
  (
    await ctx.database.db
      .select()
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.userId, userId), isNull(oneTimeTokens.usedAt)))
  ).length;

describe('requestPasswordReset', () => {
  it('does the same database work for known, unknown and disabled addresses', async () => {
    const known = await createTestUser(ctx.database.db);
    const disabled = await createTestUser(ctx.database.db, { disabled: true });
    const work: string[][] = [];
    for (const email of [known.email, 'nobody@example.com', disabled.email]) {
      const { db, calls } = recordCalls(ctx.database.db);
      await requestPasswordReset({ db, mailer: createMailerSpy().mailer, config, email });
      work.push(calls);
    }
    expect(work).toEqual([['execute'], ['execute'], ['execute']]);
    expect(await countUsableLinks(known.id)).toBe(1);
    expect(await countUsableLinks(disabled.id)).toBe(0);
  });

  it('mails only when the answer is out, and only to a live account', async () => {
    const user = await createTestUser(ctx.database.db, { name: 'Rita' });
    const { mailer, sent } = createMailerSpy();
    const known = await requestPasswordReset({
      db: ctx.database.db,
      mailer,
      config,
      email: user.email.toUpperCase(),
    });
    const unknown = await requestPasswordReset({
      db: ctx.database.db,
      mailer,
      config,
      email: 'nobody@example.com',
    });
    expect(sent).toEqual([]);
    await known.mailAfterAnswer();
    await unknown.mailAfterAnswer();
    expect(sent.map((mail) => [mail.to, mail.subject])).toEqual([
      [user.email, 'Reset your password'],
    ]);
    expect(sent[0]?.links[0]).toMatch(/^https:\/\/deckhand\.test\/reset-password\/[\w-]{43}$/);
  });

  it('voids the older links of the account', async () => {
    const user = await createTestUser(ctx.database.db);
    const { mailer } = createMailerSpy();
    for (let request = 0; request < 3; request++) {
      await requestPasswordReset({ db: ctx.database.db, mailer, config, email: user.email });
    }
    expect(await countUsableLinks(user.id)).toBe(1);
  });
});

import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/create-test-app.ts';
import { createVerifyEmailMail, createWelcomeMail } from './mail-templates.ts';
import { createMailer, type Mailer, sendMailOrLog } from './mailer.ts';
import { findOutboxMails } from './outbox-mailer.ts';

const ctx = useTestContext();
const from = 'Deckhand <no-reply@deckhand.test>';

describe('mail templates', () => {
  it('render text, escaped html and the links', () => {
    const mail = createVerifyEmailMail({ name: '<Ann>', verifyUrl: 'https://x.test/v/1?a=b&c' });
    expect(mail.subject).toBe('Confirm your email address');
    expect(mail.text).toContain('Hi <Ann>,');
    expect(mail.text).toContain('https://x.test/v/1?a=b&c');
    expect(mail.html).toContain('Hi &#60;Ann&#62;,');
    expect(mail.html).toContain('href="https://x.test/v/1?a=b&#38;c"');
    expect(mail.links).toEqual(['https://x.test/v/1?a=b&c']);
  });
});

describe('sendMailOrLog', () => {
  const message = {
    to: 'ann@example.com',
    ...createWelcomeMail({ name: 'Ann', profileUrl: 'https://x.test/p' }),
  };

  it('logs a failed delivery with its context instead of throwing, and says so', async () => {
    const failing: Mailer = {
      kind: 'smtp',
      sendMail: () => Promise.reject(new Error('connection refused')),
      close: () => Promise.resolve(),
    };
    const logged: unknown[][] = [];
    const log = { error: (...args: unknown[]) => logged.push(args) };
    const sent = await sendMailOrLog({ mailer: failing, message, log, context: { inviteId: 7 } });
    expect(sent).toBe(false);
    expect(logged).toHaveLength(1);
    expect(logged[0]?.[0]).toMatchObject({ inviteId: 7, err: expect.any(Error) });
    expect(logged[0]?.[1]).toBe("sending 'Welcome to Deckhand' failed");
    // Neither the body nor its links reach the log.
    expect(JSON.stringify(logged)).not.toContain('https://x.test/p');
  });

  it('sends through the mailer and answers true', async () => {
    const sentMessages: unknown[] = [];
    const recording: Mailer = {
      kind: 'outbox',
      sendMail: async (sentMessage) => {
        sentMessages.push(sentMessage);
      },
      close: () => Promise.resolve(),
    };
    expect(await sendMailOrLog({ mailer: recording, message })).toBe(true);
    expect(sentMessages).toEqual([message]);
  });
});

describe('outbox mailer', () => {
  it('stores mails in mail_outbox, newest first', async () => {
    const mailer = createMailer({ config: { smtpUrl: null, mailFrom: from }, db: ctx.database.db });
    expect(mailer.kind).toBe('outbox');
    const welcome = createWelcomeMail({ name: 'Ann', profileUrl: 'http://x.test/my-profile' });
    await mailer.sendMail({ to: 'a@x.test', ...welcome });
    await mailer.sendMail({ to: 'b@x.test', ...welcome });
    const rows = await findOutboxMails(ctx.database.db);
    expect(rows.map((row) => row.to)).toEqual(['b@x.test', 'a@x.test']);
    expect(rows[0]).toMatchObject({ ...welcome, sentAt: null, error: null });
  });
});

describe('SMTP mailer', () => {
  const received: { from: string; to: string[]; data: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers through a real SMTP server', async () => {
    const config = { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: from };
    const mailer = createMailer({ config, db: ctx.database.db });
    expect(mailer.kind).toBe('smtp');
    const mail = createVerifyEmailMail({
      name: 'Ann',
      verifyUrl: 'http://x.test/v1/users/verify/t',
    });
    try {
      await mailer.sendMail({ to: 'ann@x.test', ...mail });
    } finally {
      await mailer.close();
    }
    expect(received).toHaveLength(1);
    expect(received[0]?.from).toBe('no-reply@deckhand.test');
    expect(received[0]?.to).toEqual(['ann@x.test']);
    expect(received[0]?.data).toContain('Subject: Confirm your email address');
    expect(received[0]?.data).toContain('http://x.test/v1/users/verify/t');
  });
});

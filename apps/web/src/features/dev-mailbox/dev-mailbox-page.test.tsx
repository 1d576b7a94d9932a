import type { TDevMail, TInitResponse } from '@deckhand/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { makeInit } from '@/test/fixtures';
import { renderApp } from '@/test/render';

const mail = (id: number, subject: string, links: string[] = []): TDevMail => ({
  id,
  to: `person${id}@example.com`,
  subject,
  text: `Text of ${subject}`,
  html: `<p>${subject}</p>`,
  links,
  createdAt: '2026-11-23T10:00:00.000000Z',
});

/** An init answer of a deployment: the page exists only where it says development. */
function makeInitIn(appEnv: TInitResponse['env']['appEnv']): TInitResponse {
  const init = makeInit();
  return { ...init, env: { ...init.env, appEnv } };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('development mailbox (/dev/mailbox)', () => {
  it('lists the mails newest first, opens the newest, and switches on a click', async () => {
    const verify = 'http://localhost:3000/v1/users/verify/abc';
    fakeApi({
      'GET /dev/mailbox': {
        body: [mail(2, 'Verify your email', [verify]), mail(1, 'Welcome to Deckhand')],
      },
    });
    const { user } = renderApp({ route: '/dev/mailbox', init: makeInitIn('development') });

    const list = await screen.findByRole('list', { name: 'Mails' });
    const items = within(list).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Verify your email'),
      expect.stringContaining('Welcome to Deckhand'),
    ]);
    expect(screen.getByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(screen.getByText('Text of Verify your email')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: verify })).toHaveAttribute('href', verify);
    await user.click(screen.getByRole('tab', { name: 'HTML' }));
    expect(await screen.findByTitle('Mail: Verify your email')).toHaveAttribute('sandbox', '');

    await user.click(items[1] as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'Welcome to Deckhand' })).toBeInTheDocument();
    expect(screen.getByText('This mail carries no link.')).toBeInTheDocument();
  });

  it('says so when no mail has been sent', async () => {
    fakeApi({ 'GET /dev/mailbox': { body: [] } });
    renderApp({ route: '/dev/mailbox', init: makeInitIn('development') });
    expect(await screen.findByText('No mail yet')).toBeInTheDocument();
  });

  it('offers to try again when the mailbox cannot be read', async () => {
    const api = fakeApi({
      'GET /dev/mailbox': { status: 500, body: { status: 'error', message: 'Down' } },
    });
    const { user } = renderApp({ route: '/dev/mailbox', init: makeInitIn('development') });
    expect(await screen.findByText('The mailbox could not be read')).toBeInTheDocument();
    const before = api.callsTo('GET /dev/mailbox').length;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(api.callsTo('GET /dev/mailbox').length).toBeGreaterThan(before);
  });

  it.each(['test', 'staging', 'production'] as const)('is not found in %s', async (appEnv) => {
    const api = fakeApi({ 'GET /dev/mailbox': { body: [] } });
    renderApp({ route: '/dev/mailbox', init: makeInitIn(appEnv) });
    expect(await screen.findByRole('heading', { name: /page not found/i })).toBeInTheDocument();
    expect(screen.queryByText('Development mailbox')).not.toBeInTheDocument();
    expect(api.callsTo('GET /dev/mailbox')).toHaveLength(0);
  });
});

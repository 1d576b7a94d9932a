import { accountMessages, type TSession, validationMessages } from '@deckhand/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type TFakeRoutes } from '@/test/fake-api';
import { makeInit, makeUser } from '@/test/fixtures';
import { readNameRuleFor } from '@/test/password-name-rule';
import { renderApp } from '@/test/render';

/** The first render loads the page's code and data: generous under a busy test run. */
const pageLoad = { timeout: 15_000 };
/** Each test renders the whole app and types into it: a busy machine needs more than 5 s. */
const wholeApp = { timeout: 20000 };

const chromeMac =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const firefoxWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

const sessions: TSession[] = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    createdAt: '2026-11-01T12:00:00.000000Z',
    lastSeenAt: '2026-11-22T12:00:00.000000Z',
    deviceId: 'a',
    userAgent: chromeMac,
    place: 'Denmark',
    isCurrent: true,
  },
  {
    id: '22222222-2222-4222-8222-222222222222',
    createdAt: '2026-10-10T12:00:00.000000Z',
    lastSeenAt: '2026-11-20T12:00:00.000000Z',
    deviceId: 'b',
    userAgent: firefoxWindows,
    place: 'Greece',
    isCurrent: false,
  },
  {
    id: '33333333-3333-4333-8333-333333333333',
    createdAt: '2026-10-05T12:00:00.000000Z',
    lastSeenAt: '2026-11-18T12:00:00.000000Z',
    deviceId: 'b',
    userAgent: firefoxWindows,
    place: 'Greece',
    isCurrent: false,
  },
  {
    id: '44444444-4444-4444-8444-444444444444',
    createdAt: '2026-11-02T12:00:00.000000Z',
    lastSeenAt: '2026-11-03T12:00:00.000000Z',
    deviceId: null,
    userAgent: firefoxWindows,
    place: null,
    isCurrent: false,
  },
];

function renderSecurity(routes: TFakeRoutes = {}) {
  const api = fakeApi({ 'GET /users/me/sessions': { body: { sessions } }, ...routes });
  const view = renderApp({
    route: '/my-profile/security',
    init: makeInit({
      user: makeUser({ name: 'Jane Doe', company: 'Acme', organisationName: 'Blue Harbour' }),
    }),
  });
  return { ...view, api };
}

const passwordInput = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
const submit = () => screen.getByRole('button', { name: 'Change password' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('security page: change password', wholeApp, () => {
  it('sends the current and new password and confirms the change', async () => {
    const { user, api } = renderSecurity({ 'PUT /users/me/password': { body: { ended: 1 } } });
    await screen.findByRole('heading', { name: 'Security', level: 1 }, pageLoad);
    await user.type(passwordInput('Current password'), 'Old-pass1!');
    await user.type(passwordInput('New password'), 'Harbour1!Sail');
    await user.type(passwordInput('Confirm new password'), 'Harbour1!Sail');
    await user.click(submit());
    expect(await screen.findByText(accountMessages.passwordChanged)).toBeInTheDocument();
    expect(api.callsTo('PUT /users/me/password')[0]?.body).toEqual({
      currentPassword: 'Old-pass1!',
      password: 'Harbour1!Sail',
      confirmPassword: 'Harbour1!Sail',
    });
    await waitFor(() => expect(passwordInput('New password')).toHaveValue(''));
  });

  it('shows the rules text and the contract’s messages before sending', async () => {
    const { user, api } = renderSecurity();
    await screen.findByRole('heading', { name: 'Security', level: 1 }, pageLoad);
    expect(passwordInput('New password')).toHaveAccessibleDescription(
      /Minimum 8 characters.*Does not contain user or company name/,
    );
    await user.type(passwordInput('New password'), 'short');
    await user.type(passwordInput('Confirm new password'), 'other');
    await user.click(submit());
    expect(await screen.findByText(validationMessages.required)).toBeInTheDocument();
    expect(screen.getByText(validationMessages.passwordTooShort)).toBeInTheDocument();
    expect(api.callsTo('PUT /users/me/password')).toHaveLength(0);
  });

  it('checks the name rule against the user’s name, email, company and team', async () => {
    const { user } = renderSecurity();
    await screen.findByRole('heading', { name: 'Security', level: 1 }, pageLoad);
    const newPassword = () => passwordInput('New password');
    const isMetFor = {
      'Harbour1!Sail': true,
      'JaneDoe1!x': false,
      'Ada#2024xy': false,
      'Acme#2024x': false,
      'Blue Harbour1!': false,
      '': false,
    };
    expect(await readNameRuleFor(user, newPassword, Object.keys(isMetFor))).toEqual(isMetFor);
  });

  it('puts a wrong current password from the server on its field', async () => {
    const { user } = renderSecurity({
      'PUT /users/me/password': {
        status: 422,
        body: {
          status: 'error',
          errors: { currentPassword: [accountMessages.currentPasswordWrong] },
        },
      },
    });
    await screen.findByRole('heading', { name: 'Security', level: 1 }, pageLoad);
    await user.type(passwordInput('Current password'), 'Wrong-pass1!');
    await user.type(passwordInput('New password'), 'Harbour1!Sail');
    await user.type(passwordInput('Confirm new password'), 'Harbour1!Sail');
    await user.click(submit());
    expect(await screen.findByText(accountMessages.currentPasswordWrong)).toBeInTheDocument();
    expect(passwordInput('Current password')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('security page: sessions', wholeApp, () => {
  it('lists sessions readably, marks this device and shows one browser in one place once', async () => {
    renderSecurity();
    const list = await screen.findByRole('list', { name: 'Sessions' }, pageLoad);
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const current = within(list).getByRole('listitem', { name: 'Chrome 131 on macOS in Denmark' });
    expect(current).toHaveTextContent('This device');
    // One date format for both times (§9 'h:mm A, DD MMMM, YYYY').
    expect(current).toHaveTextContent(/Signed in \d{1,2}:\d{2} (AM|PM), 01 November, 2026/);
    expect(within(current).queryByRole('button')).not.toBeInTheDocument();
    const greece = within(list).getByRole('listitem', { name: 'Firefox 128 on Windows in Greece' });
    expect(greece).not.toHaveTextContent('This device');
    expect(greece).toHaveTextContent('2 sessions');
    expect(greece).toHaveTextContent(/First signed in \d{1,2}:\d{2} (AM|PM), 05 October, 2026/);
    expect(greece).toHaveTextContent(
      /Greece · Last active \d{1,2}:\d{2} (AM|PM), 20 November, 2026/,
    );
    const unknown = within(list).getByRole('listitem', { name: 'Firefox 128 on Windows' });
    expect(unknown).toHaveTextContent(/Place unknown · Last active .*03 November, 2026/);
  });

  it('ends one other session after confirmation', async () => {
    const { user, api } = renderSecurity({
      'DELETE /users/me/sessions/:id': { body: { ended: 1 } },
    });
    const row = await screen.findByRole('listitem', { name: 'Firefox 128 on Windows' }, pageLoad);
    await user.click(within(row).getByRole('button', { name: 'End session' }));
    const dialog = await screen.findByRole('dialog', { name: 'End this session?' });
    const confirm = within(dialog).getByRole('button', { name: 'End session' });
    expect(confirm.style.getPropertyValue('--button-bg')).toBe('var(--mantine-color-red-9)');
    await user.click(confirm);
    expect(await screen.findByText(accountMessages.sessionEnded)).toBeInTheDocument();
    expect(api.callsTo('DELETE /users/me/sessions/:id').map((call) => call.params.id)).toEqual([
      sessions[3]?.id,
    ]);
    await waitFor(() => expect(api.callsTo('GET /users/me/sessions')).toHaveLength(2));
  });

  it('ends every session of one browser in one place together', async () => {
    const { user, api } = renderSecurity({
      'DELETE /users/me/sessions/:id': { body: { ended: 1 } },
    });
    const row = await screen.findByRole(
      'listitem',
      { name: 'Firefox 128 on Windows in Greece' },
      pageLoad,
    );
    await user.click(within(row).getByRole('button', { name: 'End 2 sessions' }));
    const dialog = await screen.findByRole('dialog', { name: 'End 2 sessions?' });
    expect(dialog).toHaveTextContent(
      'Every session of Firefox 128 on Windows in Greece will be signed out.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'End sessions' }));
    expect(await screen.findByText(accountMessages.sessionsEnded)).toBeInTheDocument();
    expect(
      api
        .callsTo('DELETE /users/me/sessions/:id')
        .map((call) => call.params.id)
        .sort(),
    ).toEqual([sessions[1]?.id, sessions[2]?.id]);
  });

  it('ends every other session after confirmation', async () => {
    const { user, api } = renderSecurity({
      'POST /users/me/sessions/end-others': { body: { ended: 1 } },
    });
    await screen.findByRole('list', { name: 'Sessions' }, pageLoad);
    await user.click(screen.getByRole('button', { name: 'End all other sessions' }));
    const dialog = await screen.findByRole('dialog', { name: 'End all other sessions?' });
    const confirm = within(dialog).getByRole('button', { name: 'End other sessions' });
    expect(confirm.style.getPropertyValue('--button-bg')).toBe('var(--mantine-color-red-9)');
    await user.click(confirm);
    expect(await screen.findByText(accountMessages.otherSessionsEnded)).toBeInTheDocument();
    expect(api.callsTo('POST /users/me/sessions/end-others')).toHaveLength(1);
  });

  it('does not end anything when the dialog is cancelled', async () => {
    const { user, api } = renderSecurity();
    await screen.findByRole('list', { name: 'Sessions' }, pageLoad);
    await user.click(screen.getByRole('button', { name: 'End all other sessions' }));
    const dialog = await screen.findByRole('dialog', { name: 'End all other sessions?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /users/me/sessions/end-others')).toHaveLength(0);
  });
});

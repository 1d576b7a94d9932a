import { authScreenTexts, teamMessages, validationMessages } from '@deckhand/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getInitQueryOptions } from '@/lib/init/get-init';
import { fakeApi, type TFakeRoutes } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { readNameRuleFor } from '@/test/password-name-rule';
import { renderApp } from '@/test/render';

const lookup = 'GET /team/join/:token';
const invite = {
  teamName: 'Acme Decks',
  inviterName: 'Olga Owner',
  email: 'maria@example.com',
  role: 'manager',
  expiresAt: '2030-01-01T00:00:00.000000Z',
} as const;
const inviteFound: TFakeRoutes = { [lookup]: { body: invite } };

const field = (name: string) => screen.getByRole('textbox', { name });
const passwordInput = () => screen.getByLabelText(/^Password/, { selector: 'input' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('join page (/join/{token})', () => {
  it('shows who invited the visitor to which team, with the role and the invited email', async () => {
    const api = fakeApi(inviteFound);
    renderApp({ route: '/join/inv-1' });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Olga Owner invited you to join Acme Decks',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Manager')).toBeInTheDocument();
    expect(field(authScreenTexts.email)).toHaveValue('maria@example.com');
    expect(field(authScreenTexts.email)).toHaveAttribute('readonly');
    expect(field(authScreenTexts.fullName)).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: authScreenTexts.receiveOffers })).not.toBeChecked();
    expect(screen.getByRole('button', { name: authScreenTexts.continue })).toBeInTheDocument();
    expect(api.callsTo(lookup)[0]?.params.token).toBe('inv-1');
  });

  it('lets a link-only invite take any email', async () => {
    const { email: _email, ...linkInvite } = invite;
    fakeApi({ [lookup]: { body: linkInvite } });
    renderApp({ route: '/join/inv-1' });
    await screen.findByRole('heading', { level: 1 });
    expect(field(authScreenTexts.email)).toHaveValue('');
    expect(field(authScreenTexts.email)).not.toHaveAttribute('readonly');
  });

  it('shows a clear error with ways on when the invite is not valid', async () => {
    fakeApi({
      [lookup]: { status: 404, body: { status: 'error', message: teamMessages.inviteInvalid } },
    });
    renderApp({ route: '/join/inv-1' });
    expect(await screen.findByRole('alert')).toHaveTextContent(teamMessages.inviteInvalid);
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: authScreenTexts.loginHeading })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(main.getByRole('link', { name: authScreenTexts.signUp })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(screen.queryByRole('button', { name: authScreenTexts.continue })).toBeNull();
  });

  it('checks the fields on blur', async () => {
    fakeApi(inviteFound);
    const { user } = renderApp({ route: '/join/inv-1' });
    await screen.findByRole('heading', { level: 1 });
    await user.click(field(authScreenTexts.fullName));
    await user.tab();
    expect(await screen.findByText(validationMessages.required)).toBeInTheDocument();
  });

  it('checks the name rule against the typed name, the invited email and the team name', async () => {
    fakeApi(inviteFound);
    const { user } = renderApp({ route: '/join/inv-1' });
    await screen.findByRole('heading', { level: 1 });
    await user.type(field(authScreenTexts.fullName), 'Ines Berg');
    // As the server: the whole team name counts, not each of its words.
    const isMetFor = {
      'Harbour1!Sail': true,
      'MyDecks1!x': true,
      'Berg#2024x': false,
      'Maria#2024x': false,
      'ACME Decks1!': false,
      '': false,
    };
    expect(await readNameRuleFor(user, passwordInput, Object.keys(isMetFor))).toEqual(isMetFor);
  });

  it('joins, stores the user and opens the team page', async () => {
    const maria = makeUser({ id: 9, name: 'Maria Manager', customerRole: 'manager' });
    const api = fakeApi({
      ...inviteFound,
      'POST /team/join': { status: 201, body: { user: maria, token: 'tok' } },
    });
    const { user, router, queryClient } = renderApp({ route: '/join/inv-1' });
    await screen.findByRole('heading', { level: 1 });
    await user.type(field(authScreenTexts.fullName), 'Maria Manager');
    await user.type(passwordInput(), 'Harbour1!Sail');
    await user.click(screen.getByRole('button', { name: authScreenTexts.continue }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/my-profile/team'));
    expect(api.callsTo('POST /team/join')[0]?.body).toEqual({
      token: 'inv-1',
      fullName: 'Maria Manager',
      email: 'maria@example.com',
      password: 'Harbour1!Sail',
      receiveOffers: false,
    });
    expect(queryClient.getQueryData(getInitQueryOptions().queryKey)?.user).toEqual(maria);
  });

  it('puts a wrong password for an existing account on the password field', async () => {
    fakeApi({
      ...inviteFound,
      'POST /team/join': {
        status: 422,
        body: { status: 'error', errors: { password: ['The email or password is incorrect.'] } },
      },
    });
    const { user } = renderApp({ route: '/join/inv-1' });
    await screen.findByRole('heading', { level: 1 });
    await user.type(field(authScreenTexts.fullName), 'Maria Manager');
    await user.type(passwordInput(), 'Harbour1!Sail');
    await user.click(screen.getByRole('button', { name: authScreenTexts.continue }));
    expect(await screen.findByText('The email or password is incorrect.')).toBeInTheDocument();
    expect(passwordInput()).toHaveAttribute('aria-invalid', 'true');
  });

  it('says so when the invite expired before the form was sent', async () => {
    fakeApi({
      ...inviteFound,
      'POST /team/join': {
        status: 404,
        body: { status: 'error', message: teamMessages.inviteInvalid },
      },
    });
    const { user } = renderApp({ route: '/join/inv-1' });
    await screen.findByRole('heading', { level: 1 });
    await user.type(field(authScreenTexts.fullName), 'Maria Manager');
    await user.type(passwordInput(), 'Harbour1!Sail');
    await user.click(screen.getByRole('button', { name: authScreenTexts.continue }));
    expect(await screen.findByRole('alert')).toHaveTextContent(teamMessages.inviteInvalid);
  });
});

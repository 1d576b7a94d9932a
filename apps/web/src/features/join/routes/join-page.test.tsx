import { authScreenTexts, teamMessages, validationMessages } from '@deckhand/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getInitQueryOptions } from '@/lib/init/get-init';
import { jsonResponse, makeUser } from '@/test/fixtures';
import { mockApi, route } from '@/test/mock-api';
import { renderApp } from '@/test/render';

// Lazy pages load on first use; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 4000 });

const lookupPath = '/v1/team/join/inv-1';
const invite = {
  teamName: 'Acme Decks',
  inviterName: 'Olga Owner',
  email: 'maria@example.com',
  role: 'manager',
  expiresAt: '2030-01-01T00:00:00.000000Z',
};

const field = (name: string) => screen.getByRole('textbox', { name });
const passwordInput = () => screen.getByLabelText(/^Password/, { selector: 'input' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('join page (/join/{token})', () => {
  it('shows who invited the visitor to which team, with the role and the invited email', async () => {
    mockApi([route('GET', lookupPath, jsonResponse(invite))]);
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
  });

  it('lets a link-only invite take any email', async () => {
    const { email: _email, ...linkInvite } = invite;
    mockApi([route('GET', lookupPath, jsonResponse(linkInvite))]);
    renderApp({ route: '/join/inv-1' });
    await screen.findByRole('heading', { level: 1 });
    expect(field(authScreenTexts.email)).toHaveValue('');
    expect(field(authScreenTexts.email)).not.toHaveAttribute('readonly');
  });

  it('shows a clear error with ways on when the invite is not valid', async () => {
    mockApi([
      route(
        'GET',
        lookupPath,
        jsonResponse({ status: 'error', message: teamMessages.inviteInvalid }, 404),
      ),
    ]);
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
    mockApi([route('GET', lookupPath, jsonResponse(invite))]);
    const { user } = renderApp({ route: '/join/inv-1' });
    await screen.findByRole('heading', { level: 1 });
    await user.click(field(authScreenTexts.fullName));
    await user.tab();
    expect(await screen.findByText(validationMessages.required)).toBeInTheDocument();
  });

  it('joins, stores the user and opens the team page', async () => {
    const maria = makeUser({ id: 9, name: 'Maria Manager', customerRole: 'manager' });
    const api = mockApi([
      route('GET', lookupPath, jsonResponse(invite)),
      route('POST', '/v1/team/join', jsonResponse({ user: maria, token: 'tok' }, 201)),
    ]);
    const { user, router, queryClient } = renderApp({ route: '/join/inv-1' });
    await screen.findByRole('heading', { level: 1 });
    await user.type(field(authScreenTexts.fullName), 'Maria Manager');
    await user.type(passwordInput(), 'Harbour1!Sail');
    await user.click(screen.getByRole('button', { name: authScreenTexts.continue }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/my-profile/team'));
    expect(api.findCalls('POST', '/v1/team/join')[0]?.body).toEqual({
      token: 'inv-1',
      fullName: 'Maria Manager',
      email: 'maria@example.com',
      password: 'Harbour1!Sail',
      receiveOffers: false,
    });
    expect(queryClient.getQueryData(getInitQueryOptions().queryKey)?.user).toEqual(maria);
  });

  it('puts a wrong password for an existing account on the password field', async () => {
    mockApi([
      route('GET', lookupPath, jsonResponse(invite)),
      route(
        'POST',
        '/v1/team/join',
        jsonResponse(
          { status: 'error', errors: { password: ['The email or password is incorrect.'] } },
          422,
        ),
      ),
    ]);
    const { user } = renderApp({ route: '/join/inv-1' });
    await screen.findByRole('heading', { level: 1 });
    await user.type(field(authScreenTexts.fullName), 'Maria Manager');
    await user.type(passwordInput(), 'Harbour1!Sail');
    await user.click(screen.getByRole('button', { name: authScreenTexts.continue }));
    expect(await screen.findByText('The email or password is incorrect.')).toBeInTheDocument();
    expect(passwordInput()).toHaveAttribute('aria-invalid', 'true');
  });

  it('says so when the invite expired before the form was sent', async () => {
    mockApi([
      route('GET', lookupPath, jsonResponse(invite)),
      route(
        'POST',
        '/v1/team/join',
        jsonResponse({ status: 'error', message: teamMessages.inviteInvalid }, 404),
      ),
    ]);
    const { user } = renderApp({ route: '/join/inv-1' });
    await screen.findByRole('heading', { level: 1 });
    await user.type(field(authScreenTexts.fullName), 'Maria Manager');
    await user.type(passwordInput(), 'Harbour1!Sail');
    await user.click(screen.getByRole('button', { name: authScreenTexts.continue }));
    expect(await screen.findByRole('alert')).toHaveTextContent(teamMessages.inviteInvalid);
  });
});

import { accountMessages, authScreenTexts, validationMessages } from '@deckhand/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getInitQueryOptions } from '@/lib/init/get-init';
import { storageKeys } from '@/lib/storage/storage-keys';
import { fakeApi, type TFakeReply, type TFakeRoutes } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render';

const withProviders: TFakeRoutes = {
  'GET /oauth/providers': {
    body: {
      providers: [
        { id: 'google', name: 'Google' },
        { id: 'microsoft', name: 'Microsoft' },
      ],
    },
  },
};

type TLoginReply = TFakeReply<'POST /users/login'>;

function stubLocation() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}

const emailInput = () => screen.getByRole('textbox', { name: authScreenTexts.email });
const passwordInput = () => screen.getByLabelText(/^Password/, { selector: 'input' });
const continueButton = () => screen.getByRole('button', { name: authScreenTexts.continue });

async function renderLogin(routes: TFakeRoutes = {}) {
  const api = fakeApi({ ...withProviders, ...routes });
  const view = renderApp({ route: '/login' });
  await screen.findByRole(
    'heading',
    { name: authScreenTexts.loginHeading, level: 1 },
    { timeout: 15_000 },
  );
  return { ...view, api };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('login page (§2.5)', () => {
  it('shows every label, link and button of the login screen', async () => {
    await renderLogin();
    expect(screen.getByRole('link', { name: authScreenTexts.signUp })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Continue with Microsoft' })).toBeEnabled();
    expect(screen.getByText(authScreenTexts.or)).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('type', 'email');
    expect(passwordInput()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: authScreenTexts.forgotPassword })).toHaveAttribute(
      'href',
      '/reset-password',
    );
    expect(screen.getByRole('checkbox', { name: authScreenTexts.rememberMe })).not.toBeChecked();
    expect(continueButton()).toHaveAttribute('type', 'submit');
    // The header's Log in is hidden on the login page (§2.1).
    expect(
      within(screen.getByRole('banner')).queryByRole('link', { name: 'Log in' }),
    ).not.toBeInTheDocument();
  });

  it('offers no social buttons and no divider when no provider is configured', async () => {
    const { api } = await renderLogin({ 'GET /oauth/providers': { body: { providers: [] } } });
    await waitFor(() => expect(api.callsTo('GET /oauth/providers')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /^Continue with/ })).not.toBeInTheDocument();
    expect(screen.queryByText(authScreenTexts.or)).not.toBeInTheDocument();
  });

  it('checks the email when the field is left', async () => {
    const { user } = await renderLogin();
    await user.click(emailInput());
    await user.tab();
    expect(await screen.findByText(validationMessages.required)).toBeInTheDocument();
    await user.type(emailInput(), 'ada@example');
    await user.tab();
    expect(await screen.findByText(validationMessages.email)).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    await user.type(emailInput(), '.com');
    await waitFor(() => expect(screen.queryByText(validationMessages.email)).toBeNull());
  });

  it('logs in, stores the user and goes to the profile', async () => {
    const ada = makeUser();
    const { user, api, router, queryClient } = await renderLogin({
      'POST /users/login': { body: { user: ada, token: 'session-token' } },
    });
    await user.type(emailInput(), 'Ada@Example.com');
    await user.type(passwordInput(), 'whatever');
    await user.click(screen.getByRole('checkbox', { name: authScreenTexts.rememberMe }));
    await user.click(continueButton());

    // /my-profile sends on to its first page, committed once that page's module has loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-profile/user-details'), {
      timeout: 10_000,
    });
    expect(api.callsTo('POST /users/login')[0]?.body).toEqual({
      email: 'ada@example.com',
      password: 'whatever',
      remember: true,
    });
    expect(queryClient.getQueryData(getInitQueryOptions().queryKey)?.user).toEqual(ada);
  });

  it('returns to the page remembered before login and forgets it (§2.3)', async () => {
    window.sessionStorage.setItem(storageKeys.referrer, '/my-profile/security');
    const { user, router } = await renderLogin({
      'POST /users/login': { body: { user: makeUser(), token: 't' } },
    });
    await user.type(emailInput(), 'ada@example.com');
    await user.type(passwordInput(), 'whatever');
    await user.click(continueButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-profile/security'));
    await waitFor(() => expect(window.sessionStorage.getItem(storageKeys.referrer)).toBeNull());
  });

  it('puts the server field errors on the fields and scrolls to the first with 64 px offset', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { user } = await renderLogin({
      'POST /users/login': {
        status: 422,
        body: { status: 'error', errors: { password: [accountMessages.invalidCredentials] } },
      },
    });
    await user.type(emailInput(), 'ada@example.com');
    await user.type(passwordInput(), 'wrong');
    // The field comes into view with its label: the wrapper sits 64 px below the top.
    const wrapper = passwordInput().closest('.mantine-InputWrapper-root') as HTMLElement;
    vi.spyOn(wrapper, 'getBoundingClientRect').mockReturnValue({ top: 300 } as DOMRect);
    await user.click(continueButton());

    expect(await screen.findByText(accountMessages.invalidCredentials)).toBeInTheDocument();
    expect(passwordInput()).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(passwordInput()).toHaveFocus());
    expect(scrollTo).toHaveBeenCalledWith({ top: 236, behavior: 'smooth' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('scrolls to the first invalid field when the form is sent incomplete', async () => {
    const { user, api } = await renderLogin();
    await user.click(continueButton());
    await waitFor(() => expect(emailInput()).toHaveFocus());
    expect(screen.getAllByText(validationMessages.required)).toHaveLength(2);
    expect(api.callsTo('POST /users/login')).toHaveLength(0);
  });

  it('sends the browser to the address of a 412 answer', async () => {
    const assign = stubLocation();
    const { user } = await renderLogin({
      'POST /users/login': {
        status: 412,
        body: {
          status: 'error',
          message: 'Sign in with your team',
          redirectUrl: 'https://sso.example/a',
        },
      },
    });
    await user.type(emailInput(), 'ada@example.com');
    await user.type(passwordInput(), 'whatever');
    await user.click(continueButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://sso.example/a'));
  });

  it('disables the social buttons while a login is in progress', async () => {
    let answer: (reply: TLoginReply) => void = () => {};
    const { user } = await renderLogin({
      'POST /users/login': () => new Promise<TLoginReply>((resolve) => (answer = resolve)),
    });
    const google = await screen.findByRole('button', { name: 'Continue with Google' });
    await user.type(emailInput(), 'ada@example.com');
    await user.type(passwordInput(), 'whatever');
    await user.click(continueButton());
    await waitFor(() => expect(google).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Continue with Microsoft' })).toBeDisabled();

    answer({ status: 422, body: { status: 'error', errors: { password: ['Nope'] } } });
    await screen.findByText('Nope');
    expect(google).toBeEnabled();
  });

  it('shows the catalogue toast for other failures', async () => {
    const { user } = await renderLogin({
      'POST /users/login': { status: 429, body: { status: 'error', message: 'Too many attempts' } },
    });
    await user.type(emailInput(), 'ada@example.com');
    await user.type(passwordInput(), 'whatever');
    await user.click(continueButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');
  });
});

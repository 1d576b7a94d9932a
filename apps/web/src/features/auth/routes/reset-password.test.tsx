import { accountMessages, authScreenTexts, validationMessages } from '@deckhand/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type TFakeRoutes } from '@/test/fake-api';
import { readNameRuleFor } from '@/test/password-name-rule';
import { renderApp } from '@/test/render';

const emailField = () => screen.getByRole('textbox', { name: authScreenTexts.email });
const passwordField = () => screen.getByLabelText(/^Password/, { selector: 'input' });
const confirmField = () =>
  screen.getByLabelText(new RegExp(`^${authScreenTexts.confirmPassword}`), { selector: 'input' });

const resetRequest = 'GET /users/reset-password/:email';

async function renderRequest(routes: TFakeRoutes = {}) {
  const api = fakeApi(routes);
  const view = renderApp({ route: '/reset-password' });
  await screen.findByRole('heading', { name: authScreenTexts.forgotPassword, level: 1 });
  return { ...view, api };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('password reset request (§2.5)', () => {
  it('has Email, Continue and Back to Log in', async () => {
    await renderRequest();
    expect(emailField()).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: authScreenTexts.continue })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: authScreenTexts.backToLogin })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('checks the email when it is left', async () => {
    const { user } = await renderRequest();
    await user.type(emailField(), 'not-an-email');
    await user.tab();
    expect(await screen.findByText(validationMessages.email)).toBeInTheDocument();
  });

  it('sends the email and confirms it clearly', async () => {
    const { user, api } = await renderRequest({ [resetRequest]: { body: {} } });
    await user.type(emailField(), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: authScreenTexts.continue }));
    expect(await screen.findByRole('status')).toHaveTextContent(accountMessages.resetLinkSent);
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: authScreenTexts.backToLogin })).toBeInTheDocument();
    expect(api.callsTo(resetRequest).map((call) => call.params.email)).toEqual(['ada@example.com']);
  });

  it('confirms also when the answer points to the home page', async () => {
    const { user } = await renderRequest({ [resetRequest]: { body: { redirectUrl: '/' } } });
    await user.type(emailField(), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: authScreenTexts.continue }));
    expect(await screen.findByRole('status')).toHaveTextContent(accountMessages.resetLinkSent);
  });

  it('follows another returned address (§2.3)', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { user } = await renderRequest({
      [resetRequest]: { body: { redirectUrl: 'https://sso.example/reset' } },
    });
    await user.type(emailField(), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: authScreenTexts.continue }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://sso.example/reset'));
  });
});

describe('new password page (§2.5)', () => {
  const verifyToken = 'GET /users/verify/reset-password/:token';
  const tokenIsValid: TFakeRoutes = {
    [verifyToken]: { body: { status: 'success', email: 'ada@example.com' } },
  };

  async function renderNewPassword(routes: TFakeRoutes) {
    const api = fakeApi(routes);
    const view = renderApp({ route: '/reset-password/tok-9' });
    return { ...view, api };
  }

  it.each([400, 404])(
    'sends the visitor to the root when the token check answers %i',
    async (status) => {
      const { router, api } = await renderNewPassword({
        [verifyToken]: { status, body: { status: 'error', message: 'Invalid' } },
      });
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(await screen.findByRole('alert')).toHaveTextContent(accountMessages.invalidResetToken);
      expect(api.callsTo(verifyToken)[0]?.params.token).toBe('tok-9');
    },
  );

  it('asks for the password twice and checks both on blur', async () => {
    const { user } = await renderNewPassword(tokenIsValid);
    await screen.findByRole('heading', { name: authScreenTexts.resetPassword, level: 1 });
    expect(screen.getByRole('button', { name: authScreenTexts.resetPassword })).toBeInTheDocument();
    await user.type(passwordField(), 'Harbour1!Sail');
    await user.type(confirmField(), 'Harbour1!Sai');
    await user.tab();
    expect(await screen.findByText(validationMessages.passwordsMatch)).toBeInTheDocument();
  });

  it('checks the name rule against the address the link is for', async () => {
    const { user } = await renderNewPassword(tokenIsValid);
    await screen.findByRole('heading', { name: authScreenTexts.resetPassword, level: 1 });
    const isMetFor = { 'Harbour1!Sail': true, 'Ada#2024xy': false, '': false };
    expect(await readNameRuleFor(user, passwordField, Object.keys(isMetFor))).toEqual(isMetFor);
  });

  it('changes the password and shows the modal with a Login link', async () => {
    const { user, api, router } = await renderNewPassword({
      ...tokenIsValid,
      'POST /users/reset-password': { body: { redirectUrl: '/login' } },
    });
    await screen.findByRole('heading', { name: authScreenTexts.resetPassword, level: 1 });
    await user.type(passwordField(), 'Harbour1!Sail');
    await user.type(confirmField(), 'Harbour1!Sail');
    await user.click(screen.getByRole('button', { name: authScreenTexts.resetPassword }));

    const dialog = await screen.findByRole('dialog', { name: accountMessages.passwordChanged });
    expect(api.callsTo('POST /users/reset-password')[0]?.body).toEqual({
      token: 'tok-9',
      password: 'Harbour1!Sail',
      confirmPassword: 'Harbour1!Sail',
    });
    const login = screen
      .getAllByRole('link', { name: 'Login' })
      .find((link) => dialog.contains(link));
    expect(login).toHaveAttribute('href', '/login');
    await user.click(login as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows a server message about the token above the button', async () => {
    const { user } = await renderNewPassword({
      ...tokenIsValid,
      'POST /users/reset-password': {
        status: 422,
        body: { status: 'error', errors: { token: [accountMessages.invalidResetToken] } },
      },
    });
    await screen.findByRole('heading', { name: authScreenTexts.resetPassword, level: 1 });
    await user.type(passwordField(), 'Harbour1!Sail');
    await user.type(confirmField(), 'Harbour1!Sail');
    await user.click(screen.getByRole('button', { name: authScreenTexts.resetPassword }));
    expect(await screen.findByRole('alert')).toHaveTextContent(accountMessages.invalidResetToken);
  });
});

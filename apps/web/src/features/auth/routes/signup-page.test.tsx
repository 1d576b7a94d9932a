import {
  accountMessages,
  authScreenTexts,
  passwordRulesText,
  validationMessages,
} from '@deckhand/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type TFakeRoutes } from '@/test/fake-api';
import { readNameRuleFor } from '@/test/password-name-rule';
import { renderApp } from '@/test/render';

const verifyLink = 'http://localhost:3000/v1/users/verify/tok-123';

async function renderSignup(routes: TFakeRoutes = {}) {
  const api = fakeApi({
    'GET /oauth/providers': { body: { providers: [{ id: 'microsoft', name: 'Microsoft' }] } },
    ...routes,
  });
  const view = renderApp({ route: '/signup' });
  await screen.findByRole('heading', { name: authScreenTexts.signUp, level: 1 });
  return { ...view, api };
}

const field = (name: string) => screen.getByRole('textbox', { name });
const passwordInput = () => screen.getByLabelText(/^Password/, { selector: 'input' });

async function fillForm(user: ReturnType<typeof renderApp>['user']) {
  await user.type(field(authScreenTexts.fullName), 'Ada Lovelace');
  await user.type(field(authScreenTexts.email), 'ada@example.com');
  await user.type(passwordInput(), 'Harbour1!Sail');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('signup page (§2.5)', () => {
  it('shows the fields, the rules, the unchecked offers box, social login and the legal links', async () => {
    await renderSignup();
    // The page itself: the footer has lists and legal links of its own.
    const page = within(screen.getByRole('main'));
    expect(field(authScreenTexts.fullName)).toBeInTheDocument();
    expect(field(authScreenTexts.email)).toHaveAttribute('type', 'email');
    expect(passwordInput()).toHaveAttribute(
      'placeholder',
      accountMessages.signupPasswordPlaceholder,
    );
    const rules = within(page.getByRole('list')).getAllByRole('listitem');
    expect(rules.map((item) => item.textContent?.replace(' (not yet)', ''))).toEqual([
      ...passwordRulesText,
    ]);
    expect(screen.getByRole('checkbox', { name: authScreenTexts.receiveOffers })).not.toBeChecked();
    expect(screen.getByRole('button', { name: authScreenTexts.continue })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Continue with Microsoft' })).toBeEnabled();
    expect(screen.getByText(authScreenTexts.or)).toBeInTheDocument();
    expect(page.getByRole('link', { name: authScreenTexts.termsOfUse })).toHaveAttribute(
      'href',
      '/documents/terms-and-conditions',
    );
    expect(page.getByRole('link', { name: authScreenTexts.privacyPolicy })).toHaveAttribute(
      'href',
      '/documents/privacy-policy',
    );
    expect(
      page.getByRole('link', { name: authScreenTexts.dataProcessingAgreement }),
    ).toHaveAttribute('href', '/documents/data-processing-agreement');
    expect(page.getByRole('link', { name: authScreenTexts.loginHeading })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('checks each field with the contract rules when it is left', async () => {
    const { user } = await renderSignup();
    await user.type(field(authScreenTexts.fullName), 'Ada 2');
    await user.tab();
    expect(await screen.findByText(validationMessages.latinName)).toBeInTheDocument();

    await user.type(field(authScreenTexts.email), 'ada@@example.com');
    await user.tab();
    expect(await screen.findByText(validationMessages.email)).toBeInTheDocument();

    await user.type(passwordInput(), 'short');
    await user.tab();
    expect(await screen.findByText(validationMessages.passwordTooShort)).toBeInTheDocument();
    expect(passwordInput()).toHaveAttribute('aria-invalid', 'true');

    await user.clear(passwordInput());
    await user.type(passwordInput(), 'longenough1!');
    await user.tab();
    expect(await screen.findByText(validationMessages.passwordUppercase)).toBeInTheDocument();
  });

  it('signs up and follows the verification link', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { user, api } = await renderSignup({
      'POST /users/register': { status: 201, body: { redirectUrl: verifyLink } },
    });
    await fillForm(user);
    await user.click(screen.getByRole('checkbox', { name: authScreenTexts.receiveOffers }));
    await user.click(screen.getByRole('button', { name: authScreenTexts.continue }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(verifyLink));
    expect(api.callsTo('POST /users/register')[0]?.body).toEqual({
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'Harbour1!Sail',
      receiveOffers: true,
    });
  });

  it('puts a taken email back on the email field', async () => {
    const { user } = await renderSignup({
      'POST /users/register': {
        status: 422,
        body: { status: 'error', errors: { email: [accountMessages.emailTaken] } },
      },
    });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: authScreenTexts.continue }));
    expect(await screen.findByText(accountMessages.emailTaken)).toBeInTheDocument();
    expect(field(authScreenTexts.email)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field(authScreenTexts.email)).toHaveFocus());
  });

  it('checks the name rule against the typed full name and email, as the server does', async () => {
    const { user } = await renderSignup({
      'POST /users/register': {
        status: 422,
        body: { status: 'error', errors: { password: [validationMessages.passwordContainsName] } },
      },
    });
    await user.type(field(authScreenTexts.fullName), 'Ada Lovelace');
    await user.type(field(authScreenTexts.email), 'countess@example.com');
    const isMetFor = {
      '': false,
      'Harbour1!Sail': true,
      'Lovelace1!x': false,
      'Countess#1': false,
    };
    expect(await readNameRuleFor(user, passwordInput, Object.keys(isMetFor))).toEqual(isMetFor);
    await user.click(screen.getByRole('button', { name: authScreenTexts.continue }));
    expect(await screen.findByText(validationMessages.passwordContainsName)).toBeInTheDocument();
  });

  it('shows several server messages of one field as a list', async () => {
    const { user } = await renderSignup({
      'POST /users/register': {
        status: 422,
        body: {
          status: 'error',
          errors: {
            password: [validationMessages.passwordDigit, validationMessages.passwordSymbol],
          },
        },
      },
    });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: authScreenTexts.continue }));
    expect(await screen.findByText(validationMessages.passwordDigit)).toBeInTheDocument();
    expect(screen.getByText(validationMessages.passwordSymbol)).toBeInTheDocument();
  });
});

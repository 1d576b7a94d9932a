import { authScreenTexts as t } from '@deckhand/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeInit, makeUser } from '@/test/fixtures';
import { makeOrderForm, pageLoad, priceOf, renderOrderFlow, wholeApp } from './order-form-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const verifyLink =
  'http://localhost:3000/v1/users/verify/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

/** The one-page form as a visitor gets it: the signup step shown, no payment methods. */
function visitorForm(signedIn: boolean) {
  const form = makeOrderForm({ stepped: false });
  return makeOrderForm({
    stepped: false,
    steps: [
      ...form.steps.filter((step) => step.key !== 'paymentDetails' && step.key !== 'submit'),
      { key: 'signup', title: 'Your account', description: '', components: ['signup'] },
      { key: 'paymentDetails', title: 'Payment', description: '', components: ['payment'] },
    ],
    components: [
      ...form.components.filter((component) => component.name !== 'payment'),
      {
        name: 'signup',
        step: 'signup',
        value: null,
        valueAffections: [],
        properties: { hideStep: signedIn, required: !signedIn },
        options: {},
      },
      {
        name: 'payment',
        step: 'paymentDetails',
        value: null,
        valueAffections: [],
        properties: { hideStep: false, required: true },
        options: { methods: signedIn ? ['card'] : [], creditBalance: null },
      },
    ],
  });
}

describe('signing up inside the order flow', wholeApp, () => {
  it('opens the confirmation link in a new window, waits for the session, then offers payment', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    let signedIn = false;
    const visitor = makeInit({ user: null });
    const { user, api } = renderOrderFlow(
      '/order-now',
      {
        'GET /init': () => ({
          body: signedIn ? makeInit({ user: makeUser({ hasCard: false }) }) : visitor,
        }),
        'GET /order-forms/:flowKey': () => ({ body: visitorForm(signedIn) }),
        'POST /order-forms/:flowKey/calculation': { body: { price: priceOf(0), components: [] } },
        'POST /users/register': { body: { redirectUrl: verifyLink } },
      },
      visitor,
    );
    await screen.findByRole('heading', { name: 'Your account', level: 2 }, pageLoad);
    expect(
      await screen.findByText('Create your account or log in first: then you choose how to pay.'),
    ).toBeInTheDocument();
    const haveAccount = await screen.findByText(/Already have an account/);
    expect(within(haveAccount).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login',
    );

    await user.type(screen.getByRole('textbox', { name: new RegExp(t.fullName) }), 'Owen Orderer');
    await user.type(screen.getByRole('textbox', { name: new RegExp(t.email) }), 'owen@example.com');
    await user.type(screen.getByLabelText(new RegExp(`^${t.password}`)), 'Deckhand#2026');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));

    expect(await screen.findByText('Confirm your email to continue')).toBeInTheDocument();
    expect(open).toHaveBeenCalledWith(verifyLink, '_blank');
    expect(api.callsTo('POST /users/register')[0]?.body).toMatchObject({
      fullName: 'Owen Orderer',
      email: 'owen@example.com',
    });

    // The link signed the browser in (in the other window); this tab is shown again.
    signedIn = true;
    fireEvent(window, new Event('focus'));
    await waitFor(() => expect(screen.queryByText('Your account')).not.toBeInTheDocument());
    expect(await screen.findByRole('radio', { name: /Pay by card/ })).toBeInTheDocument();
  });
});

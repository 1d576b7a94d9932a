import { couponMessages, type TOrderFormComponent } from '@deckhand/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TFakeApiCall } from '@/test/fake-api';
import {
  completeValues,
  makeOrderForm,
  pageLoad,
  priceOf,
  renderOrderFlow,
  wholeApp,
} from './order-form-fixtures';

const welcome = {
  code: 'WELCOME10',
  description: '10% off your first order',
  kind: 'percentage' as const,
  percentage: 10,
  amount: null,
};

const couponComponent = (
  options: Partial<Extract<TOrderFormComponent, { name: 'coupon' }>['options']> = {},
  value: string | null = null,
): TOrderFormComponent => ({
  name: 'coupon',
  step: 'coupon',
  value,
  valueAffections: ['delivery'],
  properties: { hideStep: false, required: false },
  options: { state: null, applied: null, upsellCoupon: welcome, ...options },
});

function formWithCoupon() {
  const form = makeOrderForm({ stepped: false });
  return makeOrderForm({
    stepped: false,
    steps: [
      ...form.steps.filter((step) => step.key !== 'submit'),
      { key: 'coupon', title: 'Coupon', description: '', components: ['coupon'] },
    ],
    components: [...form.components, couponComponent()],
  });
}

/** The server's answer to a code: WELCOME10 applies, anything else does not exist. */
function answerCoupon(call: TFakeApiCall) {
  const code = (call.body as { values: { coupon: string | null } }).values.coupon;
  if (code === 'WELCOME10') {
    return {
      body: {
        price: { ...priceOf(27_000), subtotal: 30_000, discount: 3_000 },
        components: [
          couponComponent(
            { state: { status: 'success', message: couponMessages.applied }, applied: welcome },
            'WELCOME10',
          ),
        ],
      },
    };
  }
  return {
    body: {
      price: priceOf(30_000),
      components: [
        couponComponent(
          code ? { state: { status: 'error', message: couponMessages.notFound } } : {},
        ),
      ],
    },
  };
}

describe('the coupon step', wholeApp, () => {
  it('applies a code, says why one does not apply, offers the upsell coupon and removes it', async () => {
    window.localStorage.setItem(
      'deckhand.order-form',
      JSON.stringify({ 'order-now': completeValues }),
    );
    const { user, api } = renderOrderFlow('/order-now', {
      'GET /order-forms/:flowKey': { body: formWithCoupon() },
      'POST /order-forms/:flowKey/calculation': answerCoupon,
    });
    const field = await screen.findByRole('textbox', { name: 'Coupon code' }, pageLoad);
    await user.type(field, 'bad code!');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(couponMessages.invalidCode)).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'nope{Enter}');
    expect(await screen.findByText(couponMessages.notFound)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Use WELCOME10' }));
    expect(await screen.findByText(couponMessages.applied)).toBeInTheDocument();
    expect(screen.getByText(/10% off your first order/)).toBeInTheDocument();
    const sent = api.callsTo('POST /order-forms/:flowKey/calculation').at(-1);
    expect(sent?.body).toMatchObject({ changed: 'coupon', values: { coupon: 'WELCOME10' } });

    await user.click(screen.getByRole('button', { name: 'Remove coupon' }));
    await waitFor(() =>
      expect(api.callsTo('POST /order-forms/:flowKey/calculation').at(-1)?.body).toMatchObject({
        values: { coupon: null },
      }),
    );
    expect(await screen.findByRole('textbox', { name: 'Coupon code' })).toHaveValue('');
  });
});

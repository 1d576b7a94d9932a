import '@mantine/core/styles/Radio.layer.css';
import {
  formatMinorUnits,
  orderFormLimits,
  orderFormMessages,
  type TOrderFormComponent,
  type TOrderPaymentMethod,
} from '@deckhand/contract';
import { Alert, Paper, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { PayWithCard, pickDefaultCard } from '@/domain/payments/pay-with-card';
import { usePaymentMethods } from '@/domain/payments/payment-methods-api';
import { useOrderFormContext } from './order-form-context';
import { SignInPrompt } from './sign-in-prompt';

type TProps = { component: Extract<TOrderFormComponent, { name: 'payment' }> };

const methodLabels: Record<TOrderPaymentMethod, string> = {
  credits: 'Pay with credits',
  card: 'Pay by card',
  invoice: 'Pay by invoice',
  subscription: 'Use my subscription',
};

/**
 * How the order is paid (§3 paymentDetails): the methods the server offers this customer.
 * A visitor signs in first; a member whose role cannot pay is told so.
 */
export function PaymentField({ component }: TProps) {
  const { payment, changePayment, errorOf, isSignedIn, data, draft } = useOrderFormContext();
  const { methods, creditBalance } = component.options;
  if (!isSignedIn) {
    const asksSignup = data.components.some(
      (item) => item.name === 'signup' && !item.properties.hideStep,
    );
    return asksSignup ? (
      <Text size="sm" c="dimmed">
        Create your account or log in first: then you choose how to pay.
      </Text>
    ) : (
      <SignInPrompt />
    );
  }
  if (methods.length === 0) {
    return (
      <Alert variant="light" color="yellow" title="You cannot pay for this order">
        {orderFormMessages.noPaymentMethod}
      </Alert>
    );
  }
  const describe = (method: TOrderPaymentMethod) => {
    if (method === 'credits' && creditBalance !== null) {
      return `Your balance: ${formatMinorUnits(creditBalance, data.currency)}`;
    }
    if (method === 'subscription' && draft.price?.capacitySlides != null) {
      return `Uses ${draft.price.capacitySlides} slides of your daily capacity`;
    }
    return undefined;
  };
  return (
    <Stack gap="md">
      <Radio.Group
        label="Payment method"
        withAsterisk
        value={payment.method}
        onChange={(next) =>
          changePayment({ method: methods.find((method) => method === next) ?? null })
        }
        error={errorOf('payment')}
      >
        <Stack gap="xs" mt="xs">
          {methods.map((method) => (
            <Paper key={method} withBorder radius="md" p="md">
              <Radio value={method} label={methodLabels[method]} description={describe(method)} />
            </Paper>
          ))}
        </Stack>
      </Radio.Group>
      {payment.method === 'card' ? <CardChoice /> : null}
      {payment.method === 'invoice' ? (
        <TextInput
          label="PO number"
          description="Optional: the purchase order number your invoice should quote."
          value={payment.poNumber}
          onChange={(event) => changePayment({ poNumber: event.currentTarget.value })}
          maxLength={orderFormLimits.poNumberMax}
          error={errorOf('payment.poNumber')}
          maw={320}
        />
      ) : null}
    </Stack>
  );
}

/** The team's saved cards (or a new one), the default chosen until the customer picks another. */
function CardChoice() {
  const { payment, changePayment, errorOf } = useOrderFormContext();
  const methods = usePaymentMethods();
  const defaultCard = pickDefaultCard(methods.data);
  const isUnchosen = payment.paymentMethodId === null;
  useEffect(() => {
    if (isUnchosen && defaultCard !== null) changePayment({ paymentMethodId: defaultCard });
  }, [isUnchosen, defaultCard, changePayment]);
  return (
    <PayWithCard
      value={payment.paymentMethodId}
      onChange={(paymentMethodId) => changePayment({ paymentMethodId })}
      error={errorOf('payment.paymentMethodId')}
    />
  );
}

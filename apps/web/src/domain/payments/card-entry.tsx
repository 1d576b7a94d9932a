import type { TCardEntryResult } from '@deckhand/contract';
import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useInit } from '@/lib/init/get-init';
import { SandboxCardFrame } from './sandbox-card-frame';

/** Stripe's form and its loader are downloaded only when a publishable key is configured. */
const StripeCardForm = lazy(() =>
  import('./stripe-card-form').then((module) => ({ default: module.StripeCardForm })),
);

export type TCardEntryProps = {
  /** Called once the gateway has tokenised the card: its token, brand and last four digits. */
  onCard: (card: TCardEntryResult) => void;
};

/**
 * Where a person types a card. The card number never reaches the app's code: with the init
 * payload's payment public key it is Stripe's own field (Elements), otherwise the sandbox
 * gateway's card frame. Either way `onCard` receives `{ token, brand, last4 }`, and the token is
 * what POST /billing/payment-methods takes.
 */
export function CardEntry({ onCard }: TCardEntryProps) {
  const init = useInit();
  const publicKey = init.data?.env.paymentPublicKey ?? null;
  if (!publicKey) return <SandboxCardFrame onCard={onCard} />;
  return (
    <Suspense
      fallback={
        <Center p="md">
          <Loader role="progressbar" aria-label="Loading the card form" />
        </Center>
      }
    >
      <StripeCardForm publicKey={publicKey} onCard={onCard} />
    </Suspense>
  );
}

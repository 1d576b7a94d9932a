import {
  orderReviewMessages,
  type TOrderReviewRequest,
  type TOrderStatusChangedEvent,
  type TPaymentResult,
} from '@deckhand/contract';
import type { OrderRow } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { Payments } from '../../billing/index.ts';
import type { PricedPayer } from '../orders/priced-payment.ts';

export type Revision = Extract<TOrderReviewRequest, { decision: 'revise' }>;

/** What a review did: the order now, the event to publish (null when a job publishes it). */
export type ReviewOutcome = {
  order: OrderRow;
  event: TOrderStatusChangedEvent | null;
  /** The card payment of an extra round (its clientSecret when the bank asks to confirm). */
  payment: TPaymentResult | null;
  /** An approver's decision changed the review without moving the order (pages reload it). */
  reviewChanged?: boolean;
};

export type ReviewOptions = {
  order: OrderRow;
  payer: PricedPayer;
  review: TOrderReviewRequest;
  payments: Payments;
};

/** 409: the order is not waiting for the customer's answer. */
export const notInReview = () => new AppError('CONFLICT', orderReviewMessages.notInReview);

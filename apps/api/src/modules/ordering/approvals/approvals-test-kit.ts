import {
  endpoints,
  type TApprovalRuleKind,
  type TOrderResponse,
  type TOrderReviewRequest,
} from '@deckhand/contract';
import type { App } from '../../../app.ts';
import { apiUrl } from '../../../test/api-url.ts';
import { callAs } from '../../../test/team-factory.ts';

/** PUT the order's approvers (team members by user id) and rule. */
export const putApprovers = (
  app: App,
  token: string | null,
  orderId: number,
  approvers: readonly number[],
  rule: TApprovalRuleKind = 'all',
  required: number | null = null,
) =>
  callAs(app, token, {
    method: 'PUT',
    url: apiUrl(endpoints.orders.reviewApprovers(orderId)),
    payload: { rule, required, approvers: approvers.map((userId) => ({ kind: 'member', userId })) },
  });

/** One person's answer to the version under review. */
export const decide = (app: App, token: string, orderId: number, review: TOrderReviewRequest) =>
  callAs(app, token, {
    method: 'POST',
    url: apiUrl(endpoints.orders.review(orderId)),
    payload: review,
  });

export const revise = (notes: string): TOrderReviewRequest => ({ decision: 'revise', notes });
export const approve: TOrderReviewRequest = { decision: 'approve' };

/** The order's status and its approval section, from an answer that carries the order page. */
export function approvalOf(response: { json: () => unknown }) {
  const body = response.json() as TOrderResponse;
  return { status: body.order.status, approval: body.details.review?.approval ?? null };
}

/** DELETE the caller's decision on the version under review. */
export const withdraw = (app: App, token: string, orderId: number) =>
  callAs(app, token, { method: 'DELETE', url: apiUrl(endpoints.orders.reviewDecision(orderId)) });

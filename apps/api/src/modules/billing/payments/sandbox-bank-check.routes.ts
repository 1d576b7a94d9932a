import {
  endpoints,
  formatMinorUnits,
  sandboxBankCheckMessages as messages,
  ZSandboxBankCheckRequest,
  ZSandboxBankCheckResponse,
} from '@deckhand/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import type { PaymentRow } from '../../../db/schema/index.ts';
import { findActor, getTeamActor, requireTeamMember } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { errorResponses } from '../../../platform/http/error-responses.ts';
import {
  bankCheckScript,
  bankCheckStyles,
  renderBankCheckPage,
} from '../../../platform/payments/sandbox-bank-check.assets.ts';
import { readSandboxClientSecret } from '../../../platform/payments/sandbox-cards.ts';
import { cardFrameCsp } from '../../../platform/payments/sandbox-frame.routes.ts';
import { getPaymentByGatewayId } from './payments.queries.ts';
import type { Payments } from './payments.types.ts';

type Options = {
  db: Db;
  payments: Payments;
  /** The sandbox gateway's secret (getSandboxSecret): it signed the client secrets. */
  secret: string;
  now?: () => Date;
};

const paths = {
  page: endpoints.sandboxGateway.bankCheck,
  script: `${endpoints.sandboxGateway.bankCheck}.js`,
  styles: `${endpoints.sandboxGateway.bankCheck}.css`,
  action: endpoints.sandboxGateway.bankCheck,
};

/** Stripe's words when the customer fails the check. */
const authenticationFailed = {
  code: 'payment_intent_authentication_failure',
  message:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};

/**
 * The sandbox's bank check (3-D Secure; not under /v1, like its card frame): the page for a
 * client secret shows the amount and Complete / Fail, and only the POST of a button settles the
 * payment, through the same path as a Stripe webhook (settleFromEvent: the payment becomes
 * succeeded or failed, its fulfilment runs, once; the event id is the charge's, so a second press
 * changes nothing). The GET never settles (mail scanners and previews fetch links). A forged
 * client secret, or one of another team's payment, is answered as unknown (404).
 */
export const sandboxBankCheckRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { db, payments, secret } = options;
  const now = options.now ?? (() => new Date());

  /** The team's sandbox payment behind a client secret, or null for any other secret. */
  async function findPayment(clientSecret: string, teamId: number): Promise<PaymentRow | null> {
    const chargeId = readSandboxClientSecret(secret, clientSecret);
    if (!chargeId) return null;
    const payment = await getPaymentByGatewayId(db, chargeId);
    if (!payment || payment.teamId !== teamId || payment.gateway !== 'sandbox') return null;
    return payment;
  }

  const pageHeaders = (reply: FastifyReply) =>
    reply
      .header('content-security-policy', cardFrameCsp)
      .header('x-frame-options', 'SAMEORIGIN')
      .header('referrer-policy', 'no-referrer')
      .header('cache-control', 'no-store');

  app.get(
    paths.page,
    { schema: { hide: true, querystring: z.object({ secret: z.string().max(200).optional() }) } },
    async (request, reply) => {
      pageHeaders(reply).type('text/html; charset=utf-8');
      const actor = await findActor(request);
      if (!actor?.membership) {
        const view = { kind: 'error' as const, message: messages.signInRequired };
        return reply.code(401).send(renderBankCheckPage(paths, view));
      }
      const clientSecret = request.query.secret ?? '';
      const payment = await findPayment(clientSecret, actor.membership.teamId);
      if (!payment) {
        return reply
          .code(404)
          .send(renderBankCheckPage(paths, { kind: 'error', message: messages.unknown }));
      }
      if (payment.status === 'requiresAction') {
        return reply.send(
          renderBankCheckPage(paths, {
            kind: 'open',
            clientSecret,
            amount: formatMinorUnits(payment.amount, payment.currency),
            description: payment.description,
          }),
        );
      }
      const succeeded = payment.status === 'succeeded' || payment.status === 'refunded';
      return reply.send(
        renderBankCheckPage(paths, {
          kind: 'settled',
          status: succeeded ? 'succeeded' : 'failed',
          message: succeeded ? messages.succeeded : (payment.failureMessage ?? messages.failed),
        }),
      );
    },
  );

  app.get(paths.script, { schema: { hide: true } }, async (_request, reply) => {
    pageHeaders(reply);
    return reply.type('text/javascript; charset=utf-8').send(bankCheckScript);
  });

  app.get(paths.styles, { schema: { hide: true } }, async (_request, reply) => {
    pageHeaders(reply);
    return reply.type('text/css; charset=utf-8').send(bankCheckStyles);
  });

  app.post(
    paths.action,
    {
      onRequest: requireTeamMember,
      schema: {
        tags: ['sandbox gateway'],
        summary: "Sandbox only: the customer's answer to the bank's check (Complete or Fail)",
        body: ZSandboxBankCheckRequest,
        response: { 200: ZSandboxBankCheckResponse, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { clientSecret, outcome } = request.body;
      const actor = getTeamActor(request);
      const payment = await findPayment(clientSecret, actor.membership.teamId);
      if (!payment?.gatewayPaymentId) throw new AppError('NOT_FOUND', messages.unknown);
      if (payment.status === 'requiresAction') {
        await payments.settleFromEvent({
          // One event per charge: a second press (or another tab) is a duplicate.
          eventId: `evt_sandbox_${payment.gatewayPaymentId}`,
          type: 'sandbox.bank_check',
          occurredAt: now(),
          gatewayPaymentId: payment.gatewayPaymentId,
          paymentId: payment.id,
          outcome:
            outcome === 'complete'
              ? { status: 'succeeded' }
              : { status: 'failed', ...authenticationFailed },
        });
      }
      const current = (await getPaymentByGatewayId(db, payment.gatewayPaymentId)) ?? payment;
      reply.header('cache-control', 'no-store');
      return {
        status: current.status,
        message: current.status === 'failed' ? current.failureMessage : null,
      };
    },
  );
};

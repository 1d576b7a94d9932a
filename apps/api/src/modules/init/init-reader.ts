import type { TInitResponse } from '@deckhand/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { findActor } from '../../platform/auth/actor.ts';
import { getSessionUser } from '../../platform/auth/session-user.ts';
import { takeFlashMessage } from '../../platform/http/flash-cookie.ts';
import type { AccountNoticeSource } from '../../platform/notices/account-notices.ts';
import { createActiveAlertsReader } from './active-alerts-reader.ts';
import { createAnonymousAnswers } from './anonymous-answers.ts';
import { getVisitorInitData, withAccount } from './init.service.ts';
import { createSignedInAnswers } from './signed-in-answers.ts';

/** How long an instance reuses its reading of the alerts table. */
const alertsTtlMs = 5000;

/**
 * The init payload of a request: answered by GET /v1/init and embedded in rendered pages. With
 * `shared`, an anonymous visitor's answer may be a frozen object answered before (the route's
 * serializer encodes such an answer once); a caller that changes the answer leaves it off.
 */
export type InitReader = (
  request: FastifyRequest,
  reply: FastifyReply,
  options?: { shared?: boolean },
) => Promise<TInitResponse>;

export function createInitReader({
  config,
  database,
  accountNotices = [],
}: {
  config: AppConfig;
  database: Database;
  /** Alerts and popups of the signed-in customer's own account (billing, subscription). */
  accountNotices?: readonly AccountNoticeSource[];
}): InitReader {
  const alerts = createActiveAlertsReader(database.db, { ttlMs: alertsTtlMs });
  const anonymous = createAnonymousAnswers();
  const signedIn = createSignedInAnswers();
  return async (request, reply, options) => {
    const user = await getSessionUser(request);
    // A HEAD (a link checker, a mail scanner) must not use up the message meant for the page.
    const flashMessage = request.method === 'GET' ? takeFlashMessage(request, reply) : null;
    const countryHeaderValue = config.countryHeader
      ? request.headers[config.countryHeader]
      : undefined;
    const readVisitor = () =>
      getVisitorInitData({
        alerts,
        config,
        clientIp: request.ip,
        countryHeaderValue,
        flashMessage,
      });
    // The route's answers start from the visitor's kept answer, signed in or not, and are kept.
    const kept = !flashMessage && options?.shared === true;
    const visitor = kept
      ? await anonymous.get(
          { ip: request.ip, countryHeaderValue },
          await alerts.findActive(new Date()),
          readVisitor,
        )
      : await readVisitor();
    if (!user) return visitor;
    const actor = await findActor(request);
    return withAccount(visitor, {
      account: actor?.account ?? null,
      accountNotices,
      user,
      kept: kept ? signedIn : undefined,
    });
  };
}

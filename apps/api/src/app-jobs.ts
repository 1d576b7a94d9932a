import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.ts';
import type { Database } from './db/database.ts';
import {
  createPaymentRefundJobHandler,
  createRenewalJobHandler,
  type Payments,
  paymentRefundJobKind,
  renewalJobKind,
} from './modules/billing/index.ts';
import {
  autoApproveJobKind,
  createAutoApproveJobHandler,
  createOrderEventJobHandler,
  createOrderMailJobHandler,
  createOrderNoticeJobHandler,
  createPinDigestJobHandler,
  createSlidePreviewJobHandler,
  orderEventJobKind,
  orderMailJobKind,
  orderNoticeJobKind,
  pinDigestJobKind,
  publishOrderEvent,
  publishPreviewEvent,
  slidePreviewJobKind,
} from './modules/ordering/index.ts';
import { createJobRunner } from './platform/jobs/job-runner.ts';
import { listenForQueuedJobs } from './platform/jobs/queued-job-feed.ts';
import type { Mailer } from './platform/mail/mailer.ts';
import type { Realtime } from './platform/realtime/register-realtime.ts';
import type { UploadStore } from './platform/storage/upload-store.ts';

/**
 * The background jobs: which handler runs each kind. Built by createApp, started by server.ts
 * only (tests call app.jobs.runDueJobs); closing the app waits for the job that is running.
 */
export function createAppJobs(options: {
  config: AppConfig;
  database: Database;
  log: FastifyBaseLogger;
  mailer: Mailer;
  payments: Payments;
  publish: Realtime['publish'];
  uploadStore: UploadStore;
}) {
  const { config, database, mailer, payments, publish } = options;
  const publishEvent = publishOrderEvent(publish);
  return createJobRunner({
    db: database.db,
    handlers: {
      [renewalJobKind]: createRenewalJobHandler({ payments }),
      [orderMailJobKind]: createOrderMailJobHandler({ mailer, origin: config.publicOrigin }),
      [orderEventJobKind]: createOrderEventJobHandler(publishEvent),
      [orderNoticeJobKind]: createOrderNoticeJobHandler({
        mailer,
        origin: config.publicOrigin,
        publish,
      }),
      [autoApproveJobKind]: createAutoApproveJobHandler(publishEvent),
      [pinDigestJobKind]: createPinDigestJobHandler({ mailer, config }),
      [paymentRefundJobKind]: createPaymentRefundJobHandler({ payments }),
      [slidePreviewJobKind]: createSlidePreviewJobHandler({
        store: options.uploadStore,
        tools: config.documentTools,
        publish: publishPreviewEvent(publish),
      }),
    },
    // A deck's render takes seconds to minutes: it never holds up live events and mails.
    ownLanes: [[slidePreviewJobKind]],
    logger: options.log,
    // Told at commit of a job due now, on every instance: claimed at once, not at the next poll.
    listenForQueued: (onQueued) => listenForQueuedJobs(database, options.log, onQueued),
  });
}

import { apiPrefix, headers } from '@deckhand/contract';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createAppJobs } from './app-jobs.ts';
import type { AppConfig } from './config.ts';
import type { Database } from './db/database.ts';
import {
  billingDetailsRoutes,
  createBillingNoticeSources,
  createPayments,
  creditsRoutes,
  fulfilCreditPack,
  fulfilSubscription,
  paymentHistoryRoutes,
  paymentsWebhookRoutes,
  sandboxBankCheckRoutes,
  subscriptionRoutes,
} from './modules/billing/index.ts';
import { capacityRoutes, staffCapacityRoutes } from './modules/capacity/index.ts';
import { countriesRoutes } from './modules/countries/index.ts';
import { customFieldsRoutes } from './modules/custom-fields/custom-fields.routes.ts';
import { customerSettingsRoutes } from './modules/customer-settings/customer-settings.routes.ts';
import { devRoutes } from './modules/dev/dev.routes.ts';
import { errorReportsRoutes } from './modules/error-reports/error-reports.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { holidaysRoutes } from './modules/holidays/holidays.routes.ts';
import { createInitReader, initRoutes } from './modules/init/index.ts';
import { createIdentityProviders } from './modules/oauth/identity-providers.ts';
import { oauthRoutes } from './modules/oauth/oauth.routes.ts';
import { startRequiredSignIn } from './modules/oauth/oauth-start.service.ts';
import {
  createReferenceReader,
  fulfilExtraPayment,
  fulfilOrderPayment,
  orderCommentsRoutes,
  orderFeedbackRoutes,
  orderFormsRoutes,
  orderQuoteRoutes,
  orderReviewRoutes,
  ordersRoutes,
  publishPreviewEvent,
  reviewRoutes,
  slidePreviewsRoutes,
  staffOrdersRoutes,
  staffSlidePreviewsRoutes,
} from './modules/ordering/index.ts';
import { passwordResetRoutes } from './modules/password-reset/index.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { reviewFairnessRoutes } from './modules/review-fairness/index.ts';
import { siteFilesRoutes } from './modules/site/site-files.routes.ts';
import { staffAlertsRoutes } from './modules/staff-alerts/staff-alerts.routes.ts';
import { staffHolidaysRoutes } from './modules/staff-holidays/staff-holidays.routes.ts';
import { staffTeamsRoutes } from './modules/staff-teams/staff-teams.routes.ts';
import { styleTemplatesRoutes } from './modules/style-templates/style-templates.routes.ts';
import { teamRoutes } from './modules/team/team.routes.ts';
import { unsubscribeRoutes } from './modules/unsubscribe/index.ts';
import { uploadsRoutes, uploadsTusRoutes } from './modules/uploads/index.ts';
import { getCurrentUser, usersRoutes } from './modules/users/index.ts';
import { registerSessionCache } from './platform/auth/register-session-cache.ts';
import { registerSessionAuth } from './platform/auth/session-user.ts';
import { staffScope } from './platform/auth/staff-scope.ts';
import { registerCacheFeed } from './platform/cache/register-cache-feed.ts';
import {
  createFrameworkErrorOptions,
  registerErrorHandler,
} from './platform/http/error-handler.ts';
import { registerJsonBodyParser } from './platform/http/json-body-parser.ts';
import { registerRateLimit } from './platform/http/rate-limit.ts';
import { registerRequestGuard, requestGuardExemptions } from './platform/http/request-guard.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { registerStaticSpa } from './platform/http/static-spa.ts';
import { registerReadiness } from './platform/lifecycle/readiness.ts';
import { serializeError } from './platform/logging/loggable-error.ts';
import {
  createRequestLoggingOptions,
  redactedPaths,
  registerRequestLog,
  serializeRequest,
} from './platform/logging/logger-options.ts';
import { createMailer } from './platform/mail/mailer.ts';
import { registerOpenApi } from './platform/openapi/register-openapi.ts';
import { createPaymentGateway, getSandboxSecret } from './platform/payments/create-gateway.ts';
import { sandboxFrameRoutes } from './platform/payments/sandbox-frame.routes.ts';
import { type Realtime, registerRealtime } from './platform/realtime/register-realtime.ts';
import { openUploadStore } from './platform/storage/open-upload-store.ts';
import type { UploadStore } from './platform/storage/upload-store.ts';

export interface CreateAppOptions {
  config: AppConfig;
  database: Database;
  /** Where log lines go; stdout when omitted. Tests pass a stream to read them. */
  logStream?: { write(line: string): void };
  /** Where files live, opened by the caller (server.ts seeds through it); the app closes it. */
  uploadStore?: UploadStore;
}

export type App = FastifyInstance;

/**
 * Builds the server: the one place where plugins and modules are registered. The returned app is
 * not listening and not yet ready, so callers (tests) may still add routes.
 */
export async function createApp(appOptions: CreateAppOptions): Promise<App> {
  const { config, database, logStream } = appOptions;
  const options: FastifyServerOptions = {
    logger: {
      level: config.logLevel,
      redact: { paths: redactedPaths, censor: '[redacted]' },
      serializers: { req: serializeRequest, err: serializeError },
      ...(logStream ? { stream: logStream } : {}),
    },
    ...createRequestLoggingOptions(),
    ...createFrameworkErrorOptions(),
    trustProxy: config.trustProxy,
    return503OnClosing: false,
  };
  const app = Fastify(options);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerRequestLog(app);
  registerJsonBodyParser(app);
  registerReadiness(app);
  // Hooks on every request take a callback, not a promise: one microtask and promise fewer each.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(headers.requestId, request.id);
    done();
  });
  // Before the request guard, so that its refusals carry the security headers too.
  await registerSecurityHeaders(app, { allowStripe: config.stripe !== null });
  registerRequestGuard(app, {
    allowedOrigins: config.allowedOrigins,
    trustProxy: config.trustProxy,
    exemptions: requestGuardExemptions,
  });

  await app.register(cookie, { secret: config.cookieSecret });
  await registerRateLimit(app, database.db);
  await registerOpenApi(app);
  registerSessionAuth(app, { db: database.db, loadCurrentUser: getCurrentUser });
  await registerCacheFeed(app, { database, config });
  registerSessionCache(app, { maxAgeMs: config.sessionCacheMs });
  const mailer = createMailer({ config, db: database.db });
  app.addHook('onClose', () => mailer.close());
  await registerRealtime(app, {
    database,
    allowedOrigins: config.allowedOrigins,
    trustProxy: config.trustProxy,
  });
  const identityProviders = createIdentityProviders(config.identityProviders);
  // Billing routes receive both through their options; the lead fills the fulfilments.
  const gateway = createPaymentGateway(config);
  const payments = createPayments({
    db: database.db,
    gateway,
    fulfilments: {
      creditPack: fulfilCreditPack,
      subscription: fulfilSubscription,
      order: fulfilOrderPayment,
      orderExtra: fulfilExtraPayment,
    },
  });
  const publish: Realtime['publish'] = (channel, event, payload) =>
    app.realtime.publish(channel, event, payload);
  const uploadStore = appOptions.uploadStore ?? (await openUploadStore(config.storage));
  app.addHook('onClose', () => uploadStore.close());
  const jobs = createAppJobs({
    config,
    database,
    log: app.log,
    mailer,
    payments,
    publish,
    uploadStore,
  });
  app.decorate('jobs', jobs);
  app.addHook('onClose', () => jobs.stop());

  await app.register(healthRoutes, { database });
  const readInit = createInitReader({
    config,
    database,
    accountNotices: createBillingNoticeSources(database.db),
  });
  await app.register(initRoutes, { prefix: apiPrefix, readInit });
  await app.register(countriesRoutes, { prefix: apiPrefix });
  await app.register(usersRoutes, {
    prefix: apiPrefix,
    config,
    database,
    mailer,
    startRequiredSignIn: (providerId: string) =>
      startRequiredSignIn({ db: database.db, identityProviders, providerId }),
  });
  await app.register(oauthRoutes, {
    prefix: apiPrefix,
    config,
    database,
    mailer,
    identityProviders,
  });
  await app.register(passwordResetRoutes, { prefix: apiPrefix, config, database, mailer });
  await app.register(profileRoutes, { prefix: apiPrefix, database });
  await app.register(customerSettingsRoutes, { prefix: apiPrefix, database });
  await app.register(unsubscribeRoutes, { prefix: apiPrefix, config, database });
  await app.register(teamRoutes, { prefix: apiPrefix, config, database, mailer });
  await app.register(paymentHistoryRoutes, { prefix: apiPrefix, database });
  await app.register(billingDetailsRoutes, { prefix: apiPrefix, database, gateway });
  await app.register(creditsRoutes, { prefix: apiPrefix, database, payments });
  await app.register(subscriptionRoutes, { prefix: apiPrefix, database, payments });
  const reference = createReferenceReader(database.db, { ttlMs: config.orderReferenceTtlMs });
  await app.register(customFieldsRoutes, { prefix: apiPrefix, database });
  await app.register(styleTemplatesRoutes, { prefix: apiPrefix, database });
  await app.register(orderFormsRoutes, { prefix: apiPrefix, database, config, reference });
  await app.register(ordersRoutes, { prefix: apiPrefix, database, payments, config, reference });
  await app.register(orderReviewRoutes, { prefix: apiPrefix, database, payments });
  await app.register(reviewRoutes, { prefix: apiPrefix, database, mailer, config });
  await app.register(holidaysRoutes, { prefix: apiPrefix, database });
  await app.register(capacityRoutes, { prefix: apiPrefix, database });
  await app.register(orderCommentsRoutes, { prefix: apiPrefix, database });
  await app.register(slidePreviewsRoutes, { prefix: apiPrefix, database, store: uploadStore });
  await app.register(orderFeedbackRoutes, { prefix: apiPrefix, database });
  await app.register(orderQuoteRoutes, { prefix: apiPrefix, database, payments });
  await app.register(
    staffScope(async (staff) => {
      await staff.register(staffOrdersRoutes, { database });
      await staff.register(staffSlidePreviewsRoutes, {
        database,
        publish: publishPreviewEvent(publish),
      });
      await staff.register(staffTeamsRoutes, { database });
      await staff.register(staffHolidaysRoutes, { database });
      await staff.register(staffAlertsRoutes, { database });
      await staff.register(staffCapacityRoutes, { database });
      await staff.register(reviewFairnessRoutes, { database });
    }),
    { prefix: apiPrefix },
  );
  await app.register(uploadsRoutes, { prefix: apiPrefix, db: database.db, store: uploadStore });
  await app.register(uploadsTusRoutes, { db: database.db, store: uploadStore });
  if (gateway.name === 'stripe') {
    await app.register(paymentsWebhookRoutes, { prefix: apiPrefix, payments });
  }
  if (config.sentryDsn) {
    await app.register(errorReportsRoutes, { prefix: apiPrefix, dsn: config.sentryDsn });
  }
  if (gateway.name === 'sandbox') {
    const secret = getSandboxSecret(config);
    await app.register(sandboxFrameRoutes, { secret });
    await app.register(sandboxBankCheckRoutes, { db: database.db, payments, secret });
  }
  if (config.appEnv === 'development') {
    await app.register(devRoutes, { prefix: apiPrefix, database, jobs });
  }

  const { publicPagePaths } = await registerStaticSpa(app, {
    webDistDir: config.webDistDir,
    webSsrDir: config.webSsrDir,
    readInit,
    redirectOrigins: config,
  });
  await app.register(siteFilesRoutes, { config, publicPagePaths, reference });
  return app;
}

import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appEnvs } from '@deckhand/contract';
import { z } from 'zod';
import { ConfigError } from './config-error.ts';
import {
  booleanFlag,
  emptyToUndefined,
  integer,
  optionalBooleanFlag,
  optionalString,
  optionalUrl,
} from './env-fields.ts';
import { parseIdentityProviders } from './identity-provider-config.ts';
import { toDocumentTools } from './platform/documents/document-tools.ts';
import { parseStorage, type StorageConfig } from './storage-config.ts';
import { parseStripe, type StripeConfig } from './stripe-config.ts';

/** The only file that reads process.env. Every other module receives an AppConfig. */

/** apps/api/{src,dist}/config.* → the repository root, independent of the working directory. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const developmentCookieSecret = 'deckhand-development-cookie-secret-not-for-production';

const origin = z.url().transform((value) => new URL(value).origin);

/**
 * A Sentry DSN as Sentry shows it, `https://<public key>@<host>/<project id>`, written exactly so
 * (lower-case host, no default port, no trailing slash): the browser's SDK names it in every
 * envelope, and the tunnel forwards only envelopes that name this very string.
 */
export function isSentryDsn(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  const projectId = /^\/(\d+)$/.exec(url.pathname)?.[1];
  return (
    url.protocol === 'https:' &&
    /^[0-9a-zA-Z]+$/.test(url.username) &&
    projectId !== undefined &&
    value === `https://${url.username}@${url.host}/${projectId}`
  );
}

const sentryDsn = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .trim()
    .refine(isSentryDsn, {
      error: 'must be a Sentry DSN: https://<public key>@<host>/<project id>',
    })
    .optional(),
);

/**
 * true/false, or a comma-separated list of trusted proxy addresses/CIDRs ('loopback',
 * '10.0.0.0/8'). Hop counts are refused: fastify 5 treats them as "trust nothing".
 */
const trustProxy = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .optional()
    .refine((value) => value === undefined || !/^[1-9]\d*$/.test(value), {
      error: 'hop counts are not supported; use true or the proxy addresses/CIDRs (e.g. loopback)',
    })
    .transform((value): boolean | string => {
      if (value === undefined || value === 'false' || value === '0') return false;
      return value === 'true' ? true : value;
    }),
);

const envSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyToUndefined,
    z.enum(['development', 'test', 'production']).default('development'),
  ),
  APP_ENV: z.preprocess(emptyToUndefined, z.enum(appEnvs).default('development')),
  PORT: integer(3000, 0, 65535),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  DATABASE_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  DATA_DIR: optionalString,
  WEB_DIST_DIR: optionalString,
  WEB_SSR_DIR: optionalString,
  PUBLIC_ORIGIN: z.preprocess(emptyToUndefined, origin.optional()),
  ALLOWED_ORIGINS: optionalString,
  TRUST_PROXY: trustProxy,
  COUNTRY_HEADER: optionalString,
  PAYMENT_PUBLIC_KEY: optionalString,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_URL: optionalUrl,
  ENABLE_PRO_COUPONS: booleanFlag,
  S3_BUCKET: optionalString, // an S3-compatible bucket for uploads (storage-config.ts) ...
  S3_ENDPOINT: optionalUrl,
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: optionalBooleanFlag,
  SENTRY_DSN: sentryDsn,
  SMTP_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('Deckhand <no-reply@localhost>')),
  COOKIE_SECRET: z.preprocess(emptyToUndefined, z.string().min(32).optional()),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  SHUTDOWN_TIMEOUT_MS: integer(10_000, 0, 600_000),
  /** How old an instance's copy of the ordering reference data may be (0: read every time). */
  ORDER_REFERENCE_TTL_MS: integer(5000, 0, 600_000),
  /** How long an instance may answer from its copy of a session (0: read it every request). */
  SESSION_CACHE_MS: integer(60_000, 0, 600_000),
  /** How long an instance may answer a team's orders page from its copy (0: read it every time). */
  ORDERS_PAGE_CACHE_MS: integer(60_000, 0, 600_000),
  SHUTDOWN_DRAIN_DELAY_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(0).max(600_000).optional(),
  ),
  SOFFICE_PATH: optionalString, // the programs that render previews (docs/review.md) ...
  POPPLER_DIR: optionalString,
  PREVIEW_TIMEOUT_MS: integer(120_000, 1000, 900_000),
  OIDC_GOOGLE_ISSUER: optionalUrl,
  OIDC_GOOGLE_CLIENT_ID: optionalString,
  OIDC_GOOGLE_CLIENT_SECRET: optionalString,
  OIDC_MICROSOFT_ISSUER: optionalUrl,
  OIDC_MICROSOFT_CLIENT_ID: optionalString,
  OIDC_MICROSOFT_CLIENT_SECRET: optionalString,
});

type Env = z.infer<typeof envSchema>;

export type AppConfig = ReturnType<typeof toAppConfig>;

export type { StorageConfig, StripeConfig };
export { ConfigError };

function parseOrigins(list: string | undefined): string[] {
  if (!list) return [];
  return list
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const parsed = origin.safeParse(item);
      if (!parsed.success) throw new ConfigError(`ALLOWED_ORIGINS: "${item}" is not a valid URL`);
      return parsed.data;
    });
}

function toAppConfig(env: Env) {
  const dataDir = resolve(env.DATA_DIR ?? resolve(repoRoot, 'data'));
  const publicOrigin = env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`;
  const isDeployed = env.APP_ENV === 'production' || env.APP_ENV === 'staging';
  // It signs cookies and unsubscribe links: the published development value only where it is.
  const isLocal = env.APP_ENV === 'development' || env.APP_ENV === 'test';
  if (!isLocal && (!env.COOKIE_SECRET || env.COOKIE_SECRET === developmentCookieSecret)) {
    throw new ConfigError(
      `COOKIE_SECRET: required (32+ random characters, not the development value) when APP_ENV=${env.APP_ENV}`,
    );
  }
  return {
    nodeEnv: env.NODE_ENV,
    appEnv: env.APP_ENV,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL ?? null,
    dataDir,
    pgliteDir: resolve(dataDir, 'pgdata'),
    storage: parseStorage(
      {
        bucket: env.S3_BUCKET,
        endpoint: env.S3_ENDPOINT,
        region: env.S3_REGION,
        accessKeyId: env.S3_ACCESS_KEY_ID,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        forcePathStyle: env.S3_FORCE_PATH_STYLE,
      },
      dataDir,
    ),
    webDistDir: resolve(env.WEB_DIST_DIR ?? resolve(repoRoot, 'apps/web/dist')),
    webSsrDir: resolve(env.WEB_SSR_DIR ?? resolve(repoRoot, 'apps/web/dist-ssr')),
    publicOrigin,
    allowedOrigins: [...new Set([publicOrigin, ...parseOrigins(env.ALLOWED_ORIGINS)])],
    trustProxy: env.TRUST_PROXY,
    countryHeader: env.COUNTRY_HEADER ? env.COUNTRY_HEADER.toLowerCase() : null,
    paymentPublicKey: env.STRIPE_PUBLISHABLE_KEY ?? env.PAYMENT_PUBLIC_KEY ?? null,
    stripe: parseStripe(
      {
        secretKey: env.STRIPE_SECRET_KEY,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET,
        apiUrl: env.STRIPE_API_URL,
      },
      isDeployed,
    ),
    enableProCoupons: env.ENABLE_PRO_COUPONS,
    /** Where the browser's errors go (through the tunnel, `endpoints.errorReports`); null: nowhere. */
    sentryDsn: env.SENTRY_DSN ?? null,
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM,
    cookieSecret: env.COOKIE_SECRET ?? developmentCookieSecret,
    logLevel: env.LOG_LEVEL,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    orderReferenceTtlMs: env.ORDER_REFERENCE_TTL_MS,
    sessionCacheMs: env.SESSION_CACHE_MS,
    ordersPageCacheMs: env.ORDERS_PAGE_CACHE_MS,
    // SIGTERM: deployed, load balancers need a few seconds to see /readyz fail; locally a second
    // lets kept-alive clients finish and reconnect instead of meeting closed connections.
    shutdownDrainDelayMs: env.SHUTDOWN_DRAIN_DELAY_MS ?? (isDeployed ? 5000 : 1000),
    // SIGINT: a person's Ctrl-C stops a local server at once.
    interruptDrainDelayMs: env.SHUTDOWN_DRAIN_DELAY_MS ?? (isDeployed ? 5000 : 0),
    identityProviders: parseIdentityProviders(env, publicOrigin, isDeployed),
    documentTools: toDocumentTools(env.SOFFICE_PATH, env.POPPLER_DIR, env.PREVIEW_TIMEOUT_MS),
  };
}

/** Parses the environment; throws a ConfigError naming every invalid variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  return toAppConfig(parsed.data);
}

const testDatabaseSchema = z.object({
  TEST_DB: z.preprocess(emptyToUndefined, z.enum(['pglite', 'postgres']).default('pglite')),
  TEST_DATABASE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  TEST_STORE: z.preprocess(emptyToUndefined, z.enum(['disk', 's3']).default('disk')),
});

export type TestDatabaseConfig = { kind: 'pglite' } | { kind: 'postgres'; adminUrl: string };

/** For the test runner only: which engine the suite runs on (`npm test` vs `npm run test:pg`). */
export function loadTestDatabaseConfig(
  env: Record<string, string | undefined> = process.env,
): TestDatabaseConfig {
  const parsed = testDatabaseSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(`Invalid test settings: ${parsed.error.message}`);
  if (parsed.data.TEST_DB === 'pglite') return { kind: 'pglite' };
  if (!parsed.data.TEST_DATABASE_URL) {
    throw new ConfigError(
      'TEST_DB=postgres needs TEST_DATABASE_URL, a PostgreSQL URL whose user may create ' +
        'databases, e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres',
    );
  }
  return { kind: 'postgres', adminUrl: parsed.data.TEST_DATABASE_URL };
}

/** For the test runner only: where test apps keep files (`test:pg` runs on an S3 server). */
export function loadTestStoreKind(env: Record<string, string | undefined> = process.env) {
  const parsed = testDatabaseSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(`Invalid test settings: ${parsed.error.message}`);
  return parsed.data.TEST_STORE;
}

/**
 * For tests that start a real server process: this process's environment without DATABASE_URL
 * (the test names the database itself). Kept here so that config.ts stays the only reader.
 */
export function getInheritedEnvironment(): Record<string, string | undefined> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return inherited;
}

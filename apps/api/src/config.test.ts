import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, loadTestDatabaseConfig, repoRoot } from './config.ts';

describe('loadConfig', () => {
  it('has defaults for everything, with paths anchored at the repository root', () => {
    const config = loadConfig({});
    expect(repoRoot).toBe(join(import.meta.dirname, '../../..'));
    expect(config).toMatchObject({
      nodeEnv: 'development',
      appEnv: 'development',
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: null,
      dataDir: join(repoRoot, 'data'),
      pgliteDir: join(repoRoot, 'data', 'pgdata'),
      webDistDir: join(repoRoot, 'apps', 'web', 'dist'),
      publicOrigin: 'http://localhost:3000',
      allowedOrigins: ['http://localhost:3000'],
      trustProxy: false,
      countryHeader: null,
      paymentPublicKey: null,
      enableProCoupons: false,
      sentryDsn: null,
      logLevel: 'info',
      shutdownTimeoutMs: 10_000,
      shutdownDrainDelayMs: 1000,
      interruptDrainDelayMs: 0,
      identityProviders: [],
    });
  });

  it('offers an OpenID Connect provider only with an issuer and a client id', () => {
    const config = loadConfig({
      PUBLIC_ORIGIN: 'https://app.deckhand.test',
      OIDC_GOOGLE_ISSUER: 'https://accounts.google.com',
      OIDC_GOOGLE_CLIENT_ID: 'google-client',
      OIDC_GOOGLE_CLIENT_SECRET: 'google-secret',
      OIDC_MICROSOFT_CLIENT_SECRET: 'ignored without issuer and client id',
    });
    expect(config.identityProviders).toEqual([
      {
        id: 'google',
        name: 'Google',
        issuer: 'https://accounts.google.com',
        clientId: 'google-client',
        clientSecret: 'google-secret',
        redirectUri: 'https://app.deckhand.test/v1/oauth/callback/google',
      },
    ]);
    const microsoft = loadConfig({
      OIDC_MICROSOFT_ISSUER: 'https://login.microsoftonline.com/tenant-id/v2.0',
      OIDC_MICROSOFT_CLIENT_ID: 'ms-client',
    }).identityProviders;
    expect(microsoft).toMatchObject([{ id: 'microsoft', name: 'Microsoft', clientSecret: null }]);
    expect(() => loadConfig({ OIDC_GOOGLE_ISSUER: 'https://accounts.google.com' })).toThrow(
      /OIDC_GOOGLE_CLIENT_ID/,
    );
    expect(() => loadConfig({ OIDC_MICROSOFT_CLIENT_ID: 'x' })).toThrow(/OIDC_MICROSOFT_ISSUER/);
    expect(() => loadConfig({ OIDC_GOOGLE_ISSUER: 'ftp://x', OIDC_GOOGLE_CLIENT_ID: 'x' })).toThrow(
      /OIDC_GOOGLE_ISSUER/,
    );
    const plainHttp = {
      APP_ENV: 'production',
      COOKIE_SECRET: 'x'.repeat(40),
      OIDC_GOOGLE_ISSUER: 'http://127.0.0.1:4000',
      OIDC_GOOGLE_CLIENT_ID: 'x',
    };
    expect(() => loadConfig(plainHttp)).toThrow(/https/);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      APP_ENV: 'production',
      PORT: '8080',
      DATABASE_URL: 'postgres://app:secret@db.internal:5432/deckhand',
      DATA_DIR: '/srv/deckhand',
      PUBLIC_ORIGIN: 'https://app.deckhand.test/',
      ALLOWED_ORIGINS: 'https://admin.deckhand.test, https://app.deckhand.test',
      TRUST_PROXY: '10.0.0.0/8,loopback',
      COUNTRY_HEADER: 'CF-IPCountry',
      PAYMENT_PUBLIC_KEY: 'pk_live_1',
      ENABLE_PRO_COUPONS: 'yes',
      COOKIE_SECRET: 'x'.repeat(40),
      SHUTDOWN_TIMEOUT_MS: '5000',
      SMTP_URL: 'smtps://mailer:secret@smtp.deckhand.test:465',
      MAIL_FROM: 'Deckhand <hello@deckhand.test>',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://app:secret@db.internal:5432/deckhand',
      pgliteDir: '/srv/deckhand/pgdata',
      publicOrigin: 'https://app.deckhand.test',
      allowedOrigins: ['https://app.deckhand.test', 'https://admin.deckhand.test'],
      trustProxy: '10.0.0.0/8,loopback',
      countryHeader: 'cf-ipcountry',
      enableProCoupons: true,
      shutdownTimeoutMs: 5000,
      smtpUrl: 'smtps://mailer:secret@smtp.deckhand.test:465',
      mailFrom: 'Deckhand <hello@deckhand.test>',
    });
    expect(loadConfig({}).smtpUrl).toBeNull();
    expect(() => loadConfig({ SMTP_URL: 'http://smtp.test' })).toThrow(/SMTP_URL/);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ PORT: '4000' }).publicOrigin).toBe('http://localhost:4000');
  });

  it('takes a Sentry DSN only as Sentry writes it', () => {
    const dsn = 'https://0123abcdef@o4501.ingest.sentry.io/4507';
    expect(loadConfig({ SENTRY_DSN: dsn }).sentryDsn).toBe(dsn);
    expect(loadConfig({ SENTRY_DSN: ` ${dsn} ` }).sentryDsn).toBe(dsn);
    expect(loadConfig({ SENTRY_DSN: 'https://key@sentry.internal:9000/1' }).sentryDsn).toBe(
      'https://key@sentry.internal:9000/1',
    );
    expect(loadConfig({ SENTRY_DSN: '' }).sentryDsn).toBeNull();
    for (const bad of [
      'http://0123abcdef@o4501.ingest.sentry.io/4507',
      'https://o4501.ingest.sentry.io/4507',
      'https://0123abcdef:secret@o4501.ingest.sentry.io/4507',
      'https://0123abcdef@o4501.ingest.sentry.io/',
      'https://0123abcdef@o4501.ingest.sentry.io/4507/',
      'https://0123abcdef@o4501.ingest.sentry.io/prefix/4507',
      'https://0123abcdef@O4501.Ingest.Sentry.io/4507',
      'https://0123abcdef@o4501.ingest.sentry.io:443/4507',
      'https://0123abcdef@o4501.ingest.sentry.io/4507?x=1',
      'not a url',
    ]) {
      expect(() => loadConfig({ SENTRY_DSN: bad }), bad).toThrow(
        /SENTRY_DSN: must be a Sentry DSN/,
      );
    }
  });

  it('fails fast naming each bad variable', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', APP_ENV: 'prod', LOG_LEVEL: 'loud' });
    expect(attempt).toThrow(ConfigError);
    for (const name of ['PORT', 'APP_ENV', 'LOG_LEVEL']) expect(attempt).toThrow(name);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ TRUST_PROXY: '2' })).toThrow(/hop counts/);
    expect(() => loadConfig({ ALLOWED_ORIGINS: 'not a url' })).toThrow(/ALLOWED_ORIGINS/);
    expect(() => loadConfig({ ENABLE_PRO_COUPONS: 'maybe' })).toThrow(/ENABLE_PRO_COUPONS/);
  });

  it('drains for 5 s on SIGTERM when deployed, 1 s locally (0 on Ctrl-C), unless SHUTDOWN_DRAIN_DELAY_MS says', () => {
    const deployed = { COOKIE_SECRET: 'x'.repeat(40) };
    expect(loadConfig({ ...deployed, APP_ENV: 'production' }).shutdownDrainDelayMs).toBe(5000);
    expect(loadConfig({ ...deployed, APP_ENV: 'staging' }).shutdownDrainDelayMs).toBe(5000);
    expect(loadConfig({ APP_ENV: 'test' })).toMatchObject({
      shutdownDrainDelayMs: 1000,
      interruptDrainDelayMs: 0,
    });
    expect(loadConfig({ ...deployed, APP_ENV: 'production' }).interruptDrainDelayMs).toBe(5000);
    const configured = { ...deployed, APP_ENV: 'production', SHUTDOWN_DRAIN_DELAY_MS: '250' };
    expect(loadConfig(configured).shutdownDrainDelayMs).toBe(250);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_DELAY_MS: '-1' })).toThrow(/SHUTDOWN_DRAIN_DELAY_MS/);
  });

  it('refuses to start without a real cookie secret anywhere but development and test', () => {
    const developmentValue = loadConfig({}).cookieSecret;
    for (const appEnv of ['staging', 'production']) {
      expect(() => loadConfig({ APP_ENV: appEnv })).toThrow(ConfigError);
      expect(() => loadConfig({ APP_ENV: appEnv, COOKIE_SECRET: '' })).toThrow(/COOKIE_SECRET/);
      const leftAsIs = { APP_ENV: appEnv, COOKIE_SECRET: developmentValue };
      expect(() => loadConfig(leftAsIs)).toThrow(/not the development value/);
      const real = { APP_ENV: appEnv, COOKIE_SECRET: 'r'.repeat(40) };
      expect(loadConfig(real).cookieSecret).toBe('r'.repeat(40));
    }
    expect(loadConfig({ APP_ENV: 'development' }).cookieSecret).toBe(developmentValue);
    expect(loadConfig({ APP_ENV: 'test' }).cookieSecret).toBe(developmentValue);
  });
});

describe('the upload store settings', () => {
  it('keep files on disk by default and in a bucket with S3_BUCKET', () => {
    expect(loadConfig({ DATA_DIR: '/srv/deckhand' }).storage).toEqual({
      kind: 'disk',
      directory: '/srv/deckhand/uploads',
    });
    expect(
      loadConfig({
        S3_BUCKET: 'deckhand-files',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'deckhand-files',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    expect(
      loadConfig({
        S3_BUCKET: 'deckhand-files',
        S3_REGION: 'eu-west-1',
        S3_FORCE_PATH_STYLE: 'false',
      }).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'deckhand-files',
      endpoint: null,
      region: 'eu-west-1',
      forcePathStyle: false,
      credentials: null,
    });
  });

  it('refuse half a bucket configuration', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(
      'S3_BUCKET: required with S3_ENDPOINT or S3 credentials',
    );
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither',
    );
    expect(() => loadConfig({ S3_BUCKET: 'Bad_Bucket' })).toThrow(ConfigError);
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(
      'S3_FORCE_PATH_STYLE: must be true or false',
    );
  });
});

describe('loadTestDatabaseConfig', () => {
  it('defaults to PGlite and needs a URL for PostgreSQL', () => {
    expect(loadTestDatabaseConfig({})).toEqual({ kind: 'pglite' });
    expect(() => loadTestDatabaseConfig({ TEST_DB: 'postgres' })).toThrow(/TEST_DATABASE_URL/);
    expect(
      loadTestDatabaseConfig({ TEST_DB: 'postgres', TEST_DATABASE_URL: 'postgres://h/db' }),
    ).toEqual({ kind: 'postgres', adminUrl: 'postgres://h/db' });
  });
});

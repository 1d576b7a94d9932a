import { apiBaseCookie, errorReporting, headers, requestedWithValue } from '@deckhand/contract';
import type { ErrorEvent } from '@sentry/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/lib/storage/storage-keys';

/** The SDK, replaced: what the app asks of it is what these record. */
const sentry = vi.hoisted(() => ({
  init: vi.fn(),
  captureException: vi.fn(),
  close: vi.fn(() => Promise.resolve(true)),
}));
vi.mock('@sentry/react', () => {
  const integration = (name: string) => () => ({ name });
  return {
    ...sentry,
    browserApiErrorsIntegration: integration('BrowserApiErrors'),
    dedupeIntegration: integration('Dedupe'),
    eventFiltersIntegration: integration('EventFilters'),
    functionToStringIntegration: integration('FunctionToString'),
    globalHandlersIntegration: integration('GlobalHandlers'),
    httpContextIntegration: integration('HttpContext'),
    linkedErrorsIntegration: integration('LinkedErrors'),
  };
});

const dsn = 'https://0123abcdef@o4501.ingest.sentry.io/4507';

/** The browser's idle callbacks, run by the test: the SDK waits for one. */
const idleCallbacks: (() => void)[] = [];
const runIdleCallbacks = () => {
  for (const callback of idleCallbacks.splice(0)) callback();
};

/** Each test gets fresh modules: reporting's state and the cookie setting's listeners. */
async function loadModules() {
  const reporting = await import('./error-reporting');
  const consent = await import('../consent/cookie-settings');
  return { ...reporting, ...consent };
}

const allowThirdParties = () =>
  window.localStorage.setItem(storageKeys.cookieSettings, JSON.stringify({ thirdParties: true }));

/** Starts reporting with the SDK loaded: the init options it was given. */
async function startAllowed(environment = 'production') {
  allowThirdParties();
  const modules = await loadModules();
  modules.startErrorReporting({ dsn, environment });
  runIdleCallbacks();
  await vi.waitFor(() => expect(sentry.init).toHaveBeenCalledTimes(1));
  return modules;
}

const initOptions = () => sentry.init.mock.lastCall?.[0] as Record<string, unknown>;

beforeEach(() => {
  vi.resetModules();
  for (const mock of Object.values(sentry)) mock.mockClear();
  idleCallbacks.length = 0;
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('error reporting (§8, §9)', () => {
  it('does not start without a DSN, nor in development', async () => {
    allowThirdParties();
    for (const options of [
      { dsn: null, environment: 'production' },
      { dsn, environment: 'development' },
    ]) {
      vi.resetModules();
      const { startErrorReporting, reportError, saveCookieSettings } = await loadModules();
      startErrorReporting(options);
      saveCookieSettings({ thirdParties: true });
      reportError(new Error('lost'));
      expect(idleCallbacks).toEqual([]);
    }
    expect(sentry.init).not.toHaveBeenCalled();
    expect(sentry.captureException).not.toHaveBeenCalled();
  });

  it("waits for the visitor's yes to third parties, then starts when the browser is idle", async () => {
    const { startErrorReporting, reportError, saveCookieSettings } = await loadModules();
    startErrorReporting({ dsn, environment: 'production' });
    const beforeConsent = new Error('before the yes');
    reportError(beforeConsent);
    expect(idleCallbacks).toEqual([]);

    saveCookieSettings({ thirdParties: false });
    expect(idleCallbacks).toEqual([]);
    saveCookieSettings({ thirdParties: true });
    expect(sentry.init).not.toHaveBeenCalled();
    runIdleCallbacks();
    await vi.waitFor(() => expect(sentry.init).toHaveBeenCalledTimes(1));

    const afterConsent = new Error('after the yes');
    reportError(afterConsent);
    expect(sentry.captureException.mock.calls).toEqual([[afterConsent]]);
  });

  it("starts Sentry with §9's sample rate and value length, through the API's tunnel", async () => {
    await startAllowed('staging');
    expect(initOptions()).toMatchObject({
      dsn,
      environment: 'staging',
      release: __APP_VERSION__,
      tunnel: '/v1/error-reports',
      sampleRate: errorReporting.sampleRate,
      maxValueLength: errorReporting.maxValueLength,
      sendDefaultPii: false,
      defaultIntegrations: false,
      transportOptions: { headers: { [headers.requestedWith]: requestedWithValue } },
    });
    expect(errorReporting).toEqual({ sampleRate: 0.2, maxValueLength: 3000 });
    const names = (initOptions().integrations as { name: string }[]).map(({ name }) => name);
    expect(names).toEqual([
      'EventFilters',
      'FunctionToString',
      'BrowserApiErrors',
      'GlobalHandlers',
      'LinkedErrors',
      'Dedupe',
      'HttpContext',
    ]);
  });

  it('sends the tunnel to the API base address when the cookie overrides it', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the override cookie of §7.
    document.cookie = `${apiBaseCookie}=${encodeURIComponent('https://api.deckhand.test/')}`;
    await startAllowed();
    expect(initOptions().tunnel).toBe('https://api.deckhand.test/v1/error-reports');
  });

  it('sends what was reported while the SDK loaded, each error once', async () => {
    allowThirdParties();
    const { startErrorReporting, reportError } = await loadModules();
    const crash = new Error('while hydrating');
    reportError(crash);
    startErrorReporting({ dsn, environment: 'production' });
    reportError(crash);
    runIdleCallbacks();
    await vi.waitFor(() => expect(sentry.captureException).toHaveBeenCalledTimes(1));
    reportError(crash);
    expect(sentry.captureException.mock.calls).toEqual([[crash]]);
  });

  it('does not start when the yes is withdrawn before the browser is idle', async () => {
    const { startErrorReporting, saveCookieSettings } = await loadModules();
    startErrorReporting({ dsn, environment: 'production' });
    saveCookieSettings({ thirdParties: true });
    saveCookieSettings({ thirdParties: false });
    runIdleCallbacks();
    // Had the idle callback asked for the SDK, this import would share its load, and what it
    // runs once loaded runs before this await returns.
    await import('./error-reporting-sdk');
    expect(sentry.init).not.toHaveBeenCalled();
  });

  it('stops on a later no, and starts again on a yes', async () => {
    const { reportError, saveCookieSettings } = await startAllowed();
    saveCookieSettings({ thirdParties: false });
    expect(sentry.close).toHaveBeenCalledTimes(1);
    reportError(new Error('after the no'));
    expect(sentry.captureException).not.toHaveBeenCalled();

    saveCookieSettings({ thirdParties: true });
    runIdleCallbacks();
    await vi.waitFor(() => expect(sentry.init).toHaveBeenCalledTimes(2));
  });

  it('reports the page address without its query, fragment, tokens or emails', async () => {
    await startAllowed();
    const beforeSend = initOptions().beforeSend as (event: ErrorEvent) => ErrorEvent;
    const token = 'k3J9x_Qm2vT8wLp4Zr7yNc1';
    const event = beforeSend({
      type: undefined,
      request: {
        url: `https://app.deckhand.test/join/${token}?token=${token}#top`,
        headers: { 'User-Agent': 'Browser/1.0', Referer: `https://mail.example/?t=${token}` },
      },
    });
    expect(event.request).toEqual({
      url: 'https://app.deckhand.test/join/[redacted]',
      headers: { 'User-Agent': 'Browser/1.0' },
    });
    const email = beforeSend({
      type: undefined,
      request: { url: 'https://app.deckhand.test/staff-profile/capacity-overview/a%40b.test' },
    });
    expect(email.request).toEqual({
      url: 'https://app.deckhand.test/staff-profile/capacity-overview/[redacted]',
    });
  });
});

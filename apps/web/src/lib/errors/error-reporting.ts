import { apiPrefix, endpoints } from '@deckhand/contract';
import { allowsThirdParties, onCookieSettingsSaved } from '../consent/cookie-settings';
import { getApiUrl } from '../http/api-base';
import { loadOnce } from '../scheduling/load-once';
import { whenIdle } from '../scheduling/when-idle';

/**
 * Error reporting (§8: outside development; §9: sample rate 0.2, values up to 3000 characters):
 * Sentry, through the API's tunnel, once the visitor allows third parties (§2.5). Plain
 * functions, no React: any page script may start it. docs/errors.md tells the whole story.
 */

export interface ErrorReportingOptions {
  /** init's `env.errorReportingDsn`: null when the server has none (always in development). */
  dsn: string | null;
  /** init's `env.appEnv`: Sentry's environment; development never reports. */
  environment: string;
}

type Sdk = typeof import('./error-reporting-sdk');

/**
 * idle: not started yet; off: nothing to report to; waiting: for the visitor's yes;
 * loading: the SDK is on its way; on: reporting.
 */
type Status = 'idle' | 'off' | 'waiting' | 'loading' | 'on';

/** Errors reported while the SDK loads (a crash during hydration), sent once it has. */
const maxQueued = 10;

let status: Status = 'idle';
let sdk: Sdk | null = null;
/** The SDK's chunk, downloaded once; a download that failed is tried again at a later yes. */
const loadSdk = loadOnce((): Promise<Sdk> => import('./error-reporting-sdk'));
let queued: unknown[] = [];
/** Counts starts, so that an SDK arriving after a withdrawn yes does not start. */
let attempt = 0;
const reported = new WeakSet<object>();

function load(options: { dsn: string; environment: string }): void {
  if (status === 'loading' || status === 'on') return;
  status = 'loading';
  const current = ++attempt;
  const isCurrent = () => current === attempt && status === 'loading';
  whenIdle(() => {
    if (!isCurrent()) return;
    loadSdk().then(
      (loaded) => {
        if (!isCurrent()) return;
        loaded.startSentry({
          ...options,
          release: __APP_VERSION__,
          tunnel: getApiUrl(`${apiPrefix}${endpoints.errorReports}`),
        });
        sdk = loaded;
        status = 'on';
        for (const error of queued.splice(0)) loaded.captureException(error);
      },
      () => {
        // The chunk did not arrive (offline, blocked): a later yes tries again.
        if (current === attempt) stop();
      },
    );
  });
}

/** Back to waiting for a yes: nothing reported before it is sent after it. */
function stop(): void {
  if (status === 'on') sdk?.stopSentry();
  sdk = null;
  queued = [];
  status = 'waiting';
}

/**
 * Starts reporting when there is a DSN, outside development, and only while the visitor allows
 * third parties: at once if they already have, else on the cookie banner's yes; a later no
 * stops it. Only the first call counts. The SDK is imported when the browser is next idle.
 */
export function startErrorReporting({ dsn, environment }: ErrorReportingOptions): void {
  if (status !== 'idle') return;
  if (dsn === null || environment === 'development') {
    status = 'off';
    queued = [];
    return;
  }
  onCookieSettingsSaved(({ thirdParties }) => (thirdParties ? load({ dsn, environment }) : stop()));
  if (allowsThirdParties()) load({ dsn, environment });
  else stop();
}

/**
 * Sends an error to Sentry once reporting is on (each error once); before that, while it may
 * still start, keeps the first few for it. Otherwise does nothing.
 */
export function reportError(error: unknown): void {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  if (status === 'on') sdk?.captureException(error);
  else if ((status === 'idle' || status === 'loading') && queued.length < maxQueued) {
    queued.push(error);
  }
}

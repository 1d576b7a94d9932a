import { useRef } from 'react';
import { z } from 'zod';
import { isApiError } from '@/lib/http/api-error';
import { readJson, writeJson } from '@/lib/storage/browser-storage';
import { storageKeys } from '@/lib/storage/storage-keys';

/** What an attempt pays for, as its page knows it (the pack id and the card, say). */
export type TAttemptFor = Record<string, string | number>;

const ZStoredAttempt = z.object({
  key: z.string().uuid(),
  for: z.record(z.string(), z.union([z.string(), z.number()])),
  waitingForBankCheck: z.boolean(),
});
type TStoredAttempt = z.infer<typeof ZStoredAttempt>;
const ZStoredAttempts = z.record(z.string(), ZStoredAttempt);

const readAll = () => readJson('session', storageKeys.paymentAttempts, ZStoredAttempts, {});

function readStored(storeAs: string): TStoredAttempt | null {
  return readAll()[storeAs] ?? null;
}

function writeStored(storeAs: string, attempt: TStoredAttempt | null): void {
  const { [storeAs]: _dropped, ...others } = readAll();
  writeJson(
    'session',
    storageKeys.paymentAttempts,
    attempt ? { ...others, [storeAs]: attempt } : others,
  );
}

const isSameFor = (a: TAttemptFor, b: TAttemptFor) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((name) => a[name] === b[name]);
};

/**
 * The idempotency key of one payment attempt: made (crypto.randomUUID) when Pay is pressed, kept
 * while the same attempt is sent again (no answer, a server error), dropped once the server has
 * answered it (success or refusal) or the card changes. The card is never charged twice for one
 * attempt.
 *
 * With `storeAs` (a page's name for its attempt), the attempt in flight is also kept in the
 * tab's sessionStorage with what it pays for, until the server has given a final answer: a tab
 * reloaded mid-request sends the same key for the same payment, and one reloaded while the
 * bank's check was open finds it (`findBankCheck`) and retries it with its key, which answers
 * the check's client secret again.
 */
export function usePaymentAttempt(options: { storeAs?: string } = {}) {
  const { storeAs } = options;
  const key = useRef<string | null>(null);
  const forget = () => {
    key.current = null;
    if (storeAs) writeStored(storeAs, null);
  };
  return {
    /** The attempt's key; `what` it pays for lets a reloaded page take up a stored attempt. */
    keyForAttempt: (what: TAttemptFor = {}) => {
      if (key.current) return key.current;
      const stored = storeAs ? readStored(storeAs) : null;
      key.current = stored && isSameFor(stored.for, what) ? stored.key : crypto.randomUUID();
      if (storeAs && stored?.key !== key.current) {
        writeStored(storeAs, { key: key.current, for: what, waitingForBankCheck: false });
      }
      return key.current;
    },
    /** The card changed or the server answered: the next Pay is a new attempt. */
    reset: forget,
    /** An answer from the server (below 500) ends the attempt; no answer or a 5xx keeps it. */
    onError: (error: unknown) => {
      if (isApiError(error) && error.status < 500) forget();
    },
    /** The server answered that the bank asks for its check: kept until the check ends. */
    waitForBankCheck: () => {
      const stored = storeAs ? readStored(storeAs) : null;
      if (storeAs && stored && stored.key === key.current) {
        writeStored(storeAs, { ...stored, waitingForBankCheck: true });
      }
    },
    /** A stored attempt whose bank check was open when the tab reloaded, or null. */
    findBankCheck: (): { key: string; for: TAttemptFor } | null => {
      const stored = storeAs ? readStored(storeAs) : null;
      return stored?.waitingForBankCheck ? { key: stored.key, for: stored.for } : null;
    },
  };
}

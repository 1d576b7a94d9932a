import { useRef } from 'react';
import { isApiError } from '@/lib/http/api-error';
import { readCheckedJson, writeJson } from '@/lib/storage/browser-storage';
import { storageKeys } from '@/lib/storage/storage-keys';
import { isPlainRecord, isRecordOf } from '@/lib/storage/stored-shapes';

/** What an attempt pays for, as its page knows it (the pack id and the card, say). */
export type TAttemptFor = Record<string, string | number>;

type TStoredAttempt = { key: string; for: TAttemptFor; waitingForBankCheck: boolean };

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isAttemptValue = (value: unknown): value is string | number =>
  typeof value === 'string' || typeof value === 'number';
const isStoredAttempt = (value: unknown): value is TStoredAttempt =>
  isPlainRecord(value) &&
  typeof value.key === 'string' &&
  uuid.test(value.key) &&
  isRecordOf(isAttemptValue)(value.for) &&
  typeof value.waitingForBankCheck === 'boolean';

const readAll = () =>
  readCheckedJson('session', storageKeys.paymentAttempts, isRecordOf(isStoredAttempt), {});

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

import type { TAlert } from '@deckhand/contract';
import { computeAlertHash } from './alert-hash.ts';

/** Alerts whose words are fixed in code: few, so kept for the life of the process. */
const fixedAlerts = new Map<string, TAlert>();

/**
 * An alert whose key, type and message are written in code (the VAT alert, the subscription's
 * alerts): built and hashed once, then the same frozen object for every customer it concerns, so
 * init's serializer encodes it once (memoizeFieldsSerializer) and a signed-in answer that holds
 * only such objects can be kept (modules/init/signed-in-answers.ts).
 */
export function fixedAlert(key: TAlert['key'], type: TAlert['type'], message: string): TAlert {
  const name = `${key}\n${type}\n${message}`;
  let alert = fixedAlerts.get(name);
  if (!alert) {
    alert = Object.freeze({ key, type, message, hash: computeAlertHash({ key, type, message }) });
    fixedAlerts.set(name, alert);
  }
  return alert;
}

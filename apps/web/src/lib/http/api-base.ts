import { apiBaseCookie } from '@deckhand/contract';

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [rawName, ...rest] = part.trim().split('=');
    if (rawName === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * The base read in this task, if any. Reading `document.cookie` costs the browser each time, and
 * a deck's review asks for ~90 slide addresses in one render (24 ms of a phone's CPU in a
 * profile of the order page): the cookie is read once a task, so a change to it counts from the
 * next.
 */
let readInThisTask: string | null = null;

/** The API base address: the override cookie when set to an http(s) address, else same origin. */
export function getApiBase(): string {
  if (readInThisTask === null) {
    readInThisTask = readApiBase();
    queueMicrotask(() => {
      readInThisTask = null;
    });
  }
  return readInThisTask;
}

function readApiBase(): string {
  const override = readCookie(apiBaseCookie)?.trim();
  if (!override) return '';
  try {
    const url = new URL(override);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
    return url.toString().replace(/\/+$/, '');
  } catch {
    return '';
  }
}

export function getApiUrl(path: string): string {
  return `${getApiBase()}${path}`;
}

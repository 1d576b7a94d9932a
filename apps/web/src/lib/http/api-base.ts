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

/** The API base address: the override cookie when set to an http(s) address, else same origin. */
export function getApiBase(): string {
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

import { apiPrefix } from '@deckhand/contract';

/** A URL with a scheme (https:, mailto: ...) or protocol-relative (//host) is external. */
export function isExternalUrl(target: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(target) || target.startsWith('//');
}

/** Addresses the browser must load itself: external URLs and API routes (e.g. the logout). */
export function isDocumentUrl(target: string): boolean {
  return isExternalUrl(target) || target === apiPrefix || target.startsWith(`${apiPrefix}/`);
}

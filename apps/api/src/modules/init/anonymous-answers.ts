import type { TInitResponse } from '@deckhand/contract';

/** Visitors (address and country header) whose answer an instance keeps at most. */
const maxVisitors = 1000;

export interface AnonymousVisitor {
  ip: string;
  /** The configured country header's value; undefined when none is configured. */
  countryHeaderValue: unknown;
}

/** Freezes an answer and everything in it: it is handed to many requests. */
function freezeDeep<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) freezeDeep(inner);
    Object.freeze(value);
  }
  return value;
}

/**
 * The anonymous answers of GET /v1/init, one per visitor, kept while the same site alerts are
 * active. Without a session and a flash message the answer depends only on the alerts, the
 * visitor's address and country header, and the config, so it is built once per visitor and
 * answered frozen (memoizeFieldsSerializer encodes a frozen answer once). A change of the active
 * alerts (the reader's array is another) starts afresh; the copy is this instance's only.
 */
export function createAnonymousAnswers() {
  let alertsKept: unknown = null;
  const byVisitor = new Map<string, TInitResponse>();
  return {
    async get(
      visitor: AnonymousVisitor,
      activeAlerts: unknown,
      read: () => Promise<TInitResponse>,
    ): Promise<TInitResponse> {
      if (activeAlerts !== alertsKept) {
        byVisitor.clear();
        alertsKept = activeAlerts;
      }
      // Any header value other than one string reads as none (detectCountryCode).
      const header = visitor.countryHeaderValue;
      const key = `${visitor.ip}\n${typeof header === 'string' ? header : ''}`;
      const known = byVisitor.get(key);
      if (known) return known;
      const answer = freezeDeep(await read());
      if (byVisitor.size >= maxVisitors) byVisitor.clear();
      byVisitor.set(key, answer);
      return answer;
    },
  };
}

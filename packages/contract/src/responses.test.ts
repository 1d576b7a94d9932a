import { describe, expect, it } from 'vitest';
import { devEndpoints } from './dev.ts';
import { endpoints } from './endpoints.ts';
import { responseSchemas } from './responses.ts';

/** Every address of `endpoints`, with each parameter filled with `x`. */
function listAddresses(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (typeof node === 'function') return [node(...Array.from({ length: node.length }, () => 'x'))];
  if (typeof node === 'object' && node !== null) return Object.values(node).flatMap(listAddresses);
  return [];
}

/** Calls that answer with a redirect, the socket.io entries and files: no JSON answer. */
const notJson = new Set([
  endpoints.users.verify('x'),
  endpoints.users.logout,
  endpoints.oauth.callback('x'),
  endpoints.realtime.path,
  endpoints.realtime.subscribe,
  /** A PDF. */
  endpoints.billing.receipt('x' as unknown as number),
  /** The sandbox gateway's card frame (HTML) and its tokens call: outside /v1 (ZSandboxCardResponse). */
  endpoints.sandboxGateway.cardFrame,
  endpoints.sandboxGateway.tokens,
  /** Its bank check page (HTML) and the page's POST: outside /v1 (ZSandboxBankCheckResponse). */
  endpoints.sandboxGateway.bankCheck,
  /** An uploaded file's bytes. */
  endpoints.uploads.content('x'),
  /** The review log's exports: a CSV file and a PDF. */
  endpoints.orders.reviewLogCsv('x' as unknown as number),
  endpoints.orders.reviewLogPdf('x' as unknown as number),
  /** A rendered slide's JPEG. */
  endpoints.orders.slideImage(
    'x' as unknown as number,
    'x' as unknown as number,
    'x' as unknown as number,
    'x' as unknown as 'large',
  ),
]);

const routePaths = Object.keys(responseSchemas).map((route) => {
  const [, path = ''] = route.split(' ');
  return path.replace(/:[a-zA-Z]+/g, 'x');
});

describe('response schemas', () => {
  it('name only addresses that endpoints builds', () => {
    const addresses = new Set(listAddresses({ endpoints, devEndpoints }));
    expect(routePaths.filter((path) => !addresses.has(path))).toEqual([]);
  });

  it('give every JSON address of endpoints its answer', () => {
    const jsonAddresses = listAddresses({ endpoints, devEndpoints }).filter(
      (address) => !notJson.has(address),
    );
    expect(jsonAddresses.filter((address) => !routePaths.includes(address))).toEqual([]);
  });

  it('use a method the API knows', () => {
    const methods = Object.keys(responseSchemas).map((route) => route.split(' ')[0]);
    expect(methods.every((method) => /^(GET|POST|PUT|PATCH|DELETE)$/.test(method ?? ''))).toBe(
      true,
    );
  });
});

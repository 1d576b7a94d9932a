import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { AppConfig } from '../../config.ts';

/** TRUST_PROXY as the config holds it: false, true, or proxy addresses/CIDRs ('loopback', …). */
export type TrustProxy = AppConfig['trustProxy'];

export interface OriginRules {
  /** PUBLIC_ORIGIN and ALLOWED_ORIGINS. */
  allowedOrigins: readonly string[];
  trustProxy: TrustProxy;
}

type TrustFn = (address: string, hop: number) => boolean;

const trustFunctions = new Map<TrustProxy, TrustFn>();

/** The same rule as fastify's `trustProxy`: who may tell us the original scheme and host. */
function getTrustFn(trustProxy: TrustProxy): TrustFn {
  let trust = trustFunctions.get(trustProxy);
  if (!trust) {
    if (typeof trustProxy === 'string') {
      trust = proxyAddr.compile(trustProxy.split(',').map((entry) => entry.trim()));
    } else {
      const trustsAll = trustProxy;
      trust = () => trustsAll;
    }
    trustFunctions.set(trustProxy, trust);
  }
  return trust;
}

const lastEntry = (value: string) => value.slice(value.lastIndexOf(',') + 1).trim();
const hostPattern = /^([a-z0-9.-]+|\[[0-9a-f:.]+\])(:\d{1,5})?$/i;

/** 'scheme://host[:port]' normalised (default port dropped); null for 'null', paths or junk. */
function parseOrigin(value: string): string | null {
  if (!URL.canParse(value)) return null;
  const url = new URL(value);
  const isHttp = url.protocol === 'http:' || url.protocol === 'https:';
  return isHttp && url.href === `${url.origin}/` ? url.origin : null;
}

/**
 * The origin a request was sent to: its scheme and Host, or X-Forwarded-Proto and
 * X-Forwarded-Host when they come from a trusted proxy (as fastify's request.protocol/host).
 */
export function getAddressedOrigin(
  request: IncomingMessage,
  trustProxy: TrustProxy,
): string | null {
  const { socket, headers } = request;
  const address = socket.remoteAddress;
  const fromProxy = address !== undefined && getTrustFn(trustProxy)(address, 0);
  const forwardedProto = fromProxy ? headers['x-forwarded-proto'] : undefined;
  const forwardedHost = fromProxy ? headers['x-forwarded-host'] : undefined;
  const encrypted = 'encrypted' in socket && socket.encrypted === true;
  const ownScheme = encrypted ? 'https' : 'http';
  const scheme = typeof forwardedProto === 'string' ? lastEntry(forwardedProto) : ownScheme;
  const host = typeof forwardedHost === 'string' ? lastEntry(forwardedHost) : headers.host;
  if (!host || !hostPattern.test(host) || !/^https?$/i.test(scheme)) return null;
  return parseOrigin(`${scheme}://${host}`);
}

/** The Origin header, when it names the very origin the request was sent to. */
export function getSameOrigin(request: IncomingMessage, trustProxy: TrustProxy): string | null {
  const origin = request.headers.origin;
  const named = origin === undefined ? null : parseOrigin(origin);
  return named !== null && named === getAddressedOrigin(request, trustProxy) ? named : null;
}

/**
 * Whether a browser request may act with this app's cookies: no Origin named (not a cross-site
 * browser request), an Origin equal to the one the request was sent to (the app opened at
 * 127.0.0.1 or a LAN address), or one of PUBLIC_ORIGIN/ALLOWED_ORIGINS. A foreign Origin is not.
 */
export function isAllowedOrigin(request: IncomingMessage, rules: OriginRules): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  const named = parseOrigin(origin);
  if (named !== null && rules.allowedOrigins.includes(named)) return true;
  return getSameOrigin(request, rules.trustProxy) !== null;
}

/**
 * A link of ours moved onto the origin a same-origin request was sent to, so that the browser
 * that asked stays on the host whose cookies it holds (the app opened at 127.0.0.1 rather than
 * PUBLIC_ORIGIN). Only for links answered to that browser: mailed links stay on PUBLIC_ORIGIN, as
 * the Host header must never choose where a mail points.
 */
export function moveToSameOrigin(
  link: string,
  request: IncomingMessage,
  trustProxy: TrustProxy,
): string {
  const origin = getSameOrigin(request, trustProxy);
  if (origin === null) return link;
  const url = new URL(link);
  return new URL(`${url.pathname}${url.search}${url.hash}`, origin).href;
}

import { countries } from 'countries-list';
import geoip from 'geoip-country';

/** The 27 member states of the European Union. */
export const euCountryCodes: ReadonlySet<string> = new Set(
  'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE'.split(' '),
);

export function isEuCountry(code: string | null): boolean {
  return code !== null && euCountryCodes.has(code);
}

/** A two-letter code of a known country, uppercased; anything else (CDN 'XX', 'T1') is null. */
export function normalizeCountryCode(value: unknown): string | null {
  if (typeof value !== 'string' || !/^[A-Za-z]{2}$/.test(value.trim())) return null;
  const code = value.trim().toUpperCase();
  return Object.hasOwn(countries, code) ? code : null;
}

/** Country of a public IP address; private, loopback and unknown addresses give null. */
export function lookupCountryByIp(ip: string): string | null {
  const address = ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip;
  try {
    return normalizeCountryCode(geoip.lookup(address)?.country);
  } catch {
    return null;
  }
}

/** The trusted CDN header when configured and valid, else a geoip lookup, else null. */
export function detectCountryCode(input: { headerValue: unknown; ip: string }): string | null {
  return normalizeCountryCode(input.headerValue) ?? lookupCountryByIp(input.ip);
}

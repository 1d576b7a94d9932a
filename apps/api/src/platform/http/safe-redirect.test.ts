import { describe, expect, it } from 'vitest';
import { getSafeRedirect } from './safe-redirect.ts';

const origins = {
  publicOrigin: 'http://localhost:3000',
  allowedOrigins: ['http://localhost:3000', 'https://admin.deckhand.test', 'http://[::1]:3000'],
};

describe('getSafeRedirect', () => {
  const cases: [string, unknown, string][] = [
    // Ours: paths on the public origin come back as normalised paths.
    ['a path', '/my-profile?tab=1#top', '/my-profile?tab=1#top'],
    ['a relative path', 'orders', '/orders'],
    ['our absolute address', 'http://localhost:3000/orders', '/orders'],
    ['our address in capitals', 'HTTP://LOCALHOST:3000/x', '/x'],
    ['another allowed origin', 'https://admin.deckhand.test/a', 'https://admin.deckhand.test/a'],
    ['an allowed IPv6 origin', 'http://[::1]:3000/a', 'http://[::1]:3000/a'],
    ['dot segments that would leave //', '/.//evil.com', '/evil.com'],
    ['encoded slashes stay a path', '%2F%2Fevil.com', '/%2F%2Fevil.com'],
    ['an encoded backslash stays a path', '/%5Cevil.com', '/%5Cevil.com'],
    ['an encoded slash after a slash', '/%2F/evil.com', '/%2F/evil.com'],
    // Not ours: the fallback.
    ['nothing', undefined, '/'],
    ['a number', 42, '/'],
    ['blank', '  ', '/'],
    ['a tab between slashes', '/\t/evil.com', '/'],
    ['a newline between slashes', '/\n/evil.com', '/'],
    ['a carriage return', '/\r/evil.com', '/'],
    ['a NUL', '/\u0000/evil.com', '/'],
    ['protocol-relative', '//evil.com/x', '/'],
    ['slash backslash', '/\\evil.com', '/'],
    ['backslash backslash', '\\\\evil.com', '/'],
    ['three slashes', '///evil.com', '/'],
    ['another host', 'https://evil.com/', '/'],
    ['userinfo that looks like us', 'https://localhost:3000@evil.com', '/'],
    ['a fragment that looks like us', 'http://evil.com#@localhost:3000', '/'],
    ['userinfo on our own origin', 'http://user:pw@localhost:3000/x', '/'],
    ['javascript:', 'javascript:alert(1)', '/'],
    ['JaVaScRiPt: in mixed case', 'JaVaScRiPt:alert(1)', '/'],
    ['data:', 'data:text/html,<script>alert(1)</script>', '/'],
    ['another scheme', 'ftp://localhost:3000/x', '/'],
    ['our host on another port', 'http://localhost:3001/x', '/'],
    ['our host over https', 'https://localhost:3000/x', '/'],
    ['an IPv6 host not allowed', 'http://[::1]:4000/x', '/'],
    ['an IPv6 loopback without port', 'http://[::1]/x', '/'],
    ['an allowed host with a different port', 'https://admin.deckhand.test:8443/', '/'],
  ];

  it.each(cases)('%s', (_name, target, expected) => {
    expect(getSafeRedirect(target, origins)).toBe(expected);
  });

  it('answers the given fallback', () => {
    expect(getSafeRedirect('//evil.com', origins, '/login')).toBe('/login');
  });
});

import { describe, expect, it } from 'vitest';
import { getEnvelopeUrl, readEnvelopeDsn } from './error-reports.ts';

const dsn = 'https://0123abcdef@o4501.ingest.sentry.io/4507';
const bytes = (text: string) => new TextEncoder().encode(text);

describe('error-report envelopes', () => {
  it("reads the DSN of the envelope's header line", () => {
    const envelope = `{"event_id":"9ec79c33","dsn":"${dsn}"}\n{"type":"event"}\n{}`;
    expect(readEnvelopeDsn(bytes(envelope))).toBe(dsn);
    expect(readEnvelopeDsn(bytes(`{"dsn":"${dsn}"}`))).toBe(dsn);
  });

  it('reads no DSN from what is not an envelope header', () => {
    const notEnvelopes = [
      '',
      '\n{"dsn":"x"}',
      'not json\n{}',
      '[1]\n',
      'null\n',
      '"x"\n',
      '{}\n',
      '{"dsn":5}\n',
      '\u0000',
      `{"dsn":"${dsn}","pad":"${'x'.repeat(20_000)}"}\n`,
      `${'['.repeat(7000)}${']'.repeat(7000)}\n`,
    ];
    for (const text of notEnvelopes) expect(readEnvelopeDsn(bytes(text)), text).toBeNull();
    expect(readEnvelopeDsn(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d, 0x0a]))).toBeNull();
  });

  it("posts to the project's envelope address on the DSN's host", () => {
    expect(getEnvelopeUrl(dsn)).toBe('https://o4501.ingest.sentry.io/api/4507/envelope/');
    expect(getEnvelopeUrl('https://key@sentry.internal:9000/12')).toBe(
      'https://sentry.internal:9000/api/12/envelope/',
    );
  });
});

import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { LazyChildLogger } from './lazy-child-logger.ts';

/** A pino logger at `level` writing its lines into `lines`. */
function collectingLogger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { logger: pino({ level, redact: ['token'] }, stream), lines };
}

describe('LazyChildLogger', () => {
  it('makes no child while nothing is written at a level the parent writes', () => {
    const { logger, lines } = collectingLogger('warn');
    const child = vi.spyOn(logger, 'child');
    const log = new LazyChildLogger(logger, { reqId: 'r1' }, {});
    log.info('not written');
    log.debug({ token: 'x' }, 'not written');
    expect(child).not.toHaveBeenCalled();
    expect(log.level).toBe('warn');
    expect(lines).toEqual([]);
  });

  it("writes what pino's child writes: the bindings on each line, redacted", async () => {
    const { logger, lines } = collectingLogger('info');
    const log = new LazyChildLogger(logger, { reqId: 'r2', deviceId: 'd' }, {});
    log.info({ token: 'secret' }, 'first');
    log.error('second');
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        reqId: 'r2',
        deviceId: 'd',
        token: '[Redacted]',
        msg: 'first',
      }),
      expect.objectContaining({ level: 50, reqId: 'r2', msg: 'second' }),
    ]);
  });

  it("gives a child of its own and a level of its own the child's bindings", async () => {
    const { logger, lines } = collectingLogger('info');
    const log = new LazyChildLogger(logger, { reqId: 'r3' }, {});
    log.child({ part: 'mail' }).warn('inner');
    log.level = 'debug';
    log.debug('now written');
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toEqual([
      expect.objectContaining({ reqId: 'r3', part: 'mail', msg: 'inner' }),
      expect.objectContaining({ reqId: 'r3', level: 20, msg: 'now written' }),
    ]);
    expect(logger.level).toBe('info');
  });
});

import { describe, expect, it } from 'vitest';
import { DocumentRenderError, runTool } from './document-tools.ts';

describe('runTool', () => {
  it('kills the program when its signal aborts, and rejects with the reason, not a render error', async () => {
    const shutdown = new AbortController();
    const reason = new Error('the instance is shutting down');
    const started = Date.now();
    const run = runTool('sleep', ['30'], {
      timeoutMs: 60_000,
      missing: 'converterMissing',
      signal: shutdown.signal,
    });
    shutdown.abort(reason);
    await expect(run).rejects.toBe(reason);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('names a missing program, and a program over its time, as render failures', async () => {
    await expect(
      runTool('deckhand-no-such-program', [], { timeoutMs: 1_000, missing: 'converterMissing' }),
    ).rejects.toMatchObject({ failure: 'converterMissing' });
    const late = runTool('sleep', ['30'], { timeoutMs: 50, missing: 'converterMissing' });
    await expect(late).rejects.toBeInstanceOf(DocumentRenderError);
    await expect(late).rejects.toMatchObject({ failure: 'timedOut' });
  });
});

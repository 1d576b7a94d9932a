import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { DocumentRenderError, runTool } from './document-tools.ts';

/** A process's state letter (R, S, Z…), or null when it is gone. */
async function processState(pid: number): Promise<string | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  } catch {
    return null;
  }
}

/**
 * Killed (a zombie until something reaps it) or gone: not sleeping on. SIGKILL is sent to the
 * whole group before the promise settles, but the kernel finishes a process's exit on its own
 * time: on a busy machine the grandchild was still 'R' (running its exit) when first read.
 */
async function expectKilled(pid: number) {
  await vi.waitFor(async () => expect([null, 'Z']).toContain(await processState(pid)), {
    timeout: 5_000,
    interval: 5,
  });
}

/**
 * A program that starts a program of its own that ignores SIGTERM (as soffice starts oosplash and
 * soffice.bin), and writes that one's pid to a file once it runs; resolves with the pid.
 */
async function startFamily(folder: string, run: (args: string[]) => Promise<unknown>) {
  const pidFile = join(folder, 'grandchild.pid');
  const family = run([
    '-c',
    `trap '' TERM; sleep 60 & echo $! > ${pidFile}.tmp; mv ${pidFile}.tmp ${pidFile}; wait`,
  ]);
  family.catch(() => undefined);
  for (;;) {
    const text = await readFile(pidFile, 'utf8').catch(() => '');
    if (text.trim()) return { family, pid: Number(text) };
    await new Promise((resolve) => setImmediate(resolve));
  }
}

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

  it("kills the program's own programs too, on an abort and on a timeout", async () => {
    const folder = await mkdtemp(join(tmpdir(), 'deckhand-run-tool-'));
    try {
      const shutdown = new AbortController();
      const aborted = await startFamily(folder, (args) =>
        runTool('sh', args, {
          timeoutMs: 60_000,
          missing: 'converterMissing',
          signal: shutdown.signal,
        }),
      );
      shutdown.abort(new Error('stopping'));
      await expect(aborted.family).rejects.toThrow('stopping');
      await expectKilled(aborted.pid);

      await rm(join(folder, 'grandchild.pid'));
      const late = await startFamily(folder, (args) =>
        runTool('sh', args, { timeoutMs: 300, missing: 'converterMissing' }),
      );
      await expect(late.family).rejects.toMatchObject({ failure: 'timedOut' });
      await expectKilled(late.pid);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DocumentRenderError, runTool } from './document-tools.ts';

/** The process's /proc file `name`, or null when the process is gone. */
const readProc = (pid: number, name: 'stat' | 'status') =>
  readFile(`/proc/${pid}/${name}`, 'utf8').catch(() => null);

/** The kernel's flags of an exiting task (PF_EXITING) and of one a signal is killing (PF_SIGNALED). */
const exitingFlags = 0x4 | 0x400;
/** SIGKILL's bit in a /proc status signal mask. */
const killBit = 1n << 8n;

/**
 * Killed, read without waiting: gone, a zombie, exiting, or with SIGKILL pending. The group is
 * sent SIGKILL before the promise settles, but the kernel finishes the exit when the process next
 * runs: on a busy machine CI read the grandchild as 'R' (runnable, its SIGKILL not yet taken).
 * The signal masks are read before the flags: a SIGKILL taken between the two reads has set
 * PF_SIGNALED by the second.
 */
async function expectKilled(pid: number) {
  const status = await readProc(pid, 'status');
  const stat = await readProc(pid, 'stat');
  if (status === null || stat === null) return;
  const [state = '', , , , , , flags = '0'] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const pending = [...status.matchAll(/^(?:SigPnd|ShdPnd):\s*([0-9a-f]+)$/gm)].some(
    ([, mask]) => (BigInt(`0x${mask}`) & killBit) !== 0n,
  );
  const isExiting = (Number(flags) & exitingFlags) !== 0;
  expect({ state, isKilled: state === 'Z' || isExiting || pending }).toMatchObject({
    isKilled: true,
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

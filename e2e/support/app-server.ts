import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningApp {
  baseUrl: string;
  /** The process group of `npm run start` and the server it runs (bench/process-memory.ts). */
  processGroup: number;
  /** What the app has written to stdout and stderr so far (its log lines, JSON). */
  readLog: () => string;
  stop: () => Promise<void>;
}

export function findFreePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitUntilReady(baseUrl: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app exited early:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`The app did not become ready within 60 s:\n${output()}`);
}

/** The header an edge proxy puts the visitor's country in (the app reads it: COUNTRY_HEADER). */
export const countryHeader = 'cf-ipcountry';

/**
 * Starts the built app (`npm run start -w @deckhand/api`) on a fresh embedded database, on `port`
 * when given (whoever needs the address before start, like the OpenID provider, picks it).
 */
export async function startBuiltApp(
  extraEnv: Record<string, string> = {},
  options: { port?: number } = {},
): Promise<RunningApp> {
  const port = options.port ?? (await findFreePort());
  const dataDir = mkdtempSync(join(tmpdir(), 'deckhand-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn('npm', ['run', 'start', '-w', '@deckhand/api'], {
    cwd: repoRoot,
    detached: true,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // The journeys read the development mailbox and sign in as the demo accounts.
      APP_ENV: 'development',
      PUBLIC_ORIGIN: baseUrl,
      // The built server as `npm start` runs it (React's production build renders the pages),
      // not the test runner's NODE_ENV=test.
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // The visitor's country comes from this header, as from a CDN (the cookie banner's EU test).
      COUNTRY_HEADER: countryHeader,
      // Stopped when its file ends: no clients left to drain for.
      SHUTDOWN_DRAIN_DELAY_MS: '0',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((r) => child.once('exit', r));
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(baseUrl, child, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, processGroup: child.pid ?? 0, readLog: () => log, stop };
}

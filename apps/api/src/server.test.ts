import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ZInitResponse } from '@deckhand/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from './test/create-test-app.ts';

const ctx = useTestContext();
const serverPath = join(import.meta.dirname, 'server.ts');
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
let dataDir = '';
const children = new Set<ChildProcess>();

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'deckhand-server-'));
});
afterAll(async () => {
  // A failed assertion must not leave a server running.
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

/** Starts `node --import tsx src/server.ts` from an unrelated cwd; resolves with its URL. */
async function startServer(): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const databaseUrl = ctx.testDatabase.url;
  const child = spawn(process.execPath, ['--import', tsxLoader, serverPath], {
    cwd: tmpdir(),
    env: {
      ...inherited,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: join(dataDir, 'no-web-build'),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Deckhand is running at (http:\/\/localhost:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1].replace('localhost', '127.0.0.1'));
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return { child, url, output: () => output };
}

async function stopServer(child: ChildProcess): Promise<number | null> {
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const [code] = await exited;
  return code as number | null;
}

describe('server.ts', () => {
  it('starts, migrates, seeds once, serves the API and exits 0 on SIGTERM', async () => {
    const first = await startServer();
    expect(first.output()).toMatch(/Database: (PGlite at .*pgdata|PostgreSQL at 127\.0\.0\.1)/);
    const init = ZInitResponse.parse(await (await fetch(`${first.url}/v1/init`)).json());
    expect(init.alerts.map((alert) => alert.key)).toEqual(['holiday']);
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
    expect(await stopServer(first.child)).toBe(0);

    const second = await startServer();
    const again = ZInitResponse.parse(await (await fetch(`${second.url}/v1/init`)).json());
    expect(again.alerts).toHaveLength(1);
    expect(await stopServer(second.child)).toBe(0);
  }, 60_000);
});

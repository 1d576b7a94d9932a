import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getInheritedEnvironment } from '../config.ts';

const serverPath = join(import.meta.dirname, '..', 'server.ts');
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const children = new Set<ChildProcess>();

export interface SpawnedServer {
  child: ChildProcess;
  /** http://127.0.0.1:PORT */
  url: string;
  /** Everything the process printed so far. */
  output(): string;
}

export interface SpawnServerOptions {
  /** DATA_DIR: PGlite keeps its files here when no database URL is given. */
  dataDir: string;
  /** The PostgreSQL database to use (TEST_DB=postgres); PGlite in dataDir when null. */
  databaseUrl: string | null;
  env?: Record<string, string>;
}

/** Starts `node --import tsx src/server.ts` from an unrelated cwd; resolves once it listens. */
export async function spawnServer(options: SpawnServerOptions): Promise<SpawnedServer> {
  const inherited = getInheritedEnvironment();
  const child = spawn(process.execPath, ['--import', tsxLoader, serverPath], {
    cwd: tmpdir(),
    env: {
      ...inherited,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: join(options.dataDir, 'no-web-build'),
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
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

/** Sends SIGTERM and resolves with the exit code. */
export async function stopServer(child: ChildProcess): Promise<number | null> {
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const [code] = await exited;
  return code as number | null;
}

/** For afterAll: a failed assertion must not leave a server running. */
export function killSpawnedServers(): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
}

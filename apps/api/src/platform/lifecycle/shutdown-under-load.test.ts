import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accountMessages, apiPrefix, endpoints, errorMessages } from '@deckhand/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spaHeaders, useTestContext } from '../../test/create-test-app.ts';
import { type LoadOutcome, startKeepAliveLoad } from '../../test/keep-alive-load.ts';
import { killSpawnedServers, spawnServer, stopServer } from '../../test/spawn-server.ts';

const ctx = useTestContext();
let dataDir = '';

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'deckhand-shutdown-'));
});
afterAll(async () => {
  killSpawnedServers();
  await rm(dataDir, { recursive: true, force: true });
});

const startServer = () =>
  spawnServer({
    dataDir,
    databaseUrl: ctx.testDatabase.url,
    // The local default drain (1 s on SIGTERM, config.ts): what `npm start` does.
    env: { SHUTDOWN_TIMEOUT_MS: '10000' },
  });

const account = { fullName: 'Sigrid Term', email: 'sigterm@example.com', password: 'Drain#2026a' };

function postJson(url: string, body: unknown) {
  return fetch(url, {
    method: 'POST',
    headers: { ...spaHeaders, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/**
 * "Zero failed" precisely: every response is a 200, and a request ends without a response only if
 * its connection was refused: a fresh connection (never one that already carried a response, so
 * never one the server announced `Connection: close` on), opened after SIGTERM to an instance
 * that is no longer ready, ending in ECONNREFUSED or, when it still waited in the kernel's accept
 * queue as the listener closed, ECONNRESET: the server never saw its request. A client behind a
 * load balancer never opens those, which is what the drain delay is for.
 */
function isRefusal(outcome: LoadOutcome): boolean {
  return (
    outcome.label === 'after-sigterm' &&
    !outcome.reusedSocket &&
    (outcome.errorCode === 'ECONNREFUSED' || outcome.errorCode === 'ECONNRESET')
  );
}

const responsesOf = (outcomes: readonly LoadOutcome[]) =>
  outcomes.filter((outcome) => outcome.status !== null);
const errorsOf = (outcomes: readonly LoadOutcome[]) =>
  outcomes.filter((outcome) => outcome.status === null);

// Most of the time goes into starting the real server twice (tsx, migrations); the load and the
// drain take about two seconds.
describe('SIGTERM under keep-alive load', () => {
  it('answers every request it accepted with a 200, tells clients to reconnect, exits 0 and keeps the data', async () => {
    const server = await startServer();
    const url = `${server.url}${apiPrefix}${endpoints.init}`;
    // 25 clients behind a load balancer (told Connection: close, they go to another instance) and
    // 25 that keep coming back to this one.
    const balanced = startKeepAliveLoad(url, { connections: 25, leavesOnConnectionClose: true });
    const direct = startKeepAliveLoad(url, { connections: 25 });
    await Promise.all([balanced.waitForResponses(50), direct.waitForResponses(50)]);

    // A user registered just before SIGTERM, while the load runs.
    const registered = await postJson(`${server.url}${apiPrefix}${endpoints.users.register}`, {
      ...account,
      receiveOffers: false,
    });
    expect(registered.status).toBe(201);

    const exited = once(server.child, 'exit');
    balanced.label('after-sigterm');
    direct.label('after-sigterm');
    server.child.kill('SIGTERM');
    const [exitCode] = await exited;
    await Promise.all([balanced.stop(), direct.stop()]);
    expect(exitCode).toBe(0);

    const outcomes = [...balanced.outcomes, ...direct.outcomes];
    expect(responsesOf(outcomes).filter((outcome) => outcome.status !== 200)).toEqual([]);
    // Behind a load balancer: not one error; each client was told to leave by a 200.
    expect(errorsOf(balanced.outcomes)).toEqual([]);
    expect(balanced.outcomes.filter((outcome) => outcome.connectionClose)).toHaveLength(25);
    // Coming back to the draining instance: served meanwhile, refused once it stopped listening.
    expect(errorsOf(direct.outcomes).filter((outcome) => !isRefusal(outcome))).toEqual([]);
    const servedAfterSigterm = responsesOf(direct.outcomes).filter(
      (outcome) => outcome.label === 'after-sigterm',
    );
    expect(servedAfterSigterm.length).toBeGreaterThan(0);
    expect(servedAfterSigterm.some((outcome) => outcome.connectionClose)).toBe(true);

    // The same data after a restart: the account exists with its password (not yet verified).
    const restarted = await startServer();
    const login = await postJson(`${restarted.url}${apiPrefix}${endpoints.users.login}`, {
      email: account.email,
      password: account.password,
    });
    expect(login.status).toBe(422);
    expect(await login.json()).toEqual({
      status: 'error',
      errors: { email: [accountMessages.emailNotVerified] },
      message: errorMessages.somethingWentWrong,
    });
    expect(await stopServer(restarted.child)).toBe(0);
  }, 120_000);
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiPrefix, endpoints, pagePaths } from '@deckhand/contract';
import { afterAll, describe, it } from 'vitest';
import {
  type AlternatingProxy,
  startAlternatingProxy,
} from '../../apps/api/src/test/alternating-proxy.ts';
import { logIn } from '../support/accounts.ts';
import { findFreePort, type RunningApp, startBuiltApp } from '../support/app-server.ts';
import { useBrowser, waitForChannelJoined } from '../support/browser.ts';
import { openPostgres } from '../support/postgres-database.ts';

/**
 * Two instances of the built app on one PostgreSQL, behind a balancer that sends each request
 * (and each WebSocket) to the next instance in turn (docs/deploy.md). The API journey across them
 * is apps/api/src/two-instances.test.ts; this is its browser step: a customer's page, connected
 * to one instance, shows live what staff did on the other. Needs TEST_DATABASE_URL (set by CI).
 */

const browser = useBrowser();
const running: RunningApp[] = [];
let proxy: AlternatingProxy | undefined;
let cleanUp: (() => Promise<void>) | undefined;

afterAll(async () => {
  await proxy?.close();
  for (const app of running) await app.stop();
  await cleanUp?.();
});

/** The order of the demo team that staff are working on ('Sales kickoff', demo-order-work.ts). */
const demoOrderInProgress = 5;

describe('two instances behind one address', () => {
  it.runIf(process.env.TEST_DATABASE_URL)(
    'a customer’s order page shows at once the comment staff wrote on the other instance',
    async () => {
      const database = await openPostgres('e2e');
      if (!database) throw new Error('TEST_DATABASE_URL names no reachable PostgreSQL');
      const dataDir = mkdtempSync(join(tmpdir(), 'deckhand-two-'));
      cleanUp = async () => {
        await database.drop();
        rmSync(dataDir, { recursive: true, force: true });
      };
      const ports = [await findFreePort(), await findFreePort()];
      proxy = await startAlternatingProxy(ports);
      for (const port of ports) {
        const env = { DATABASE_URL: database.url, DATA_DIR: dataDir, PUBLIC_ORIGIN: proxy.origin };
        running.push(await startBuiltApp(env, { port }));
      }

      const customer = await browser.openPage('/login', 'desktop', { baseUrl: proxy.origin });
      await logIn(customer, 'owner@example.com');
      // The order page's own connection: the profile page being left had joined the team's too.
      const joined = waitForChannelJoined(customer, {
        atPath: pagePaths.profileOrder(demoOrderInProgress),
      });
      await customer.goto(pagePaths.profileOrder(demoOrderInProgress));
      await customer.getByRole('heading', { name: /^Order DH-/, level: 1 }).waitFor();
      await joined;
      const socketInstance = proxy.log.findLast((entry) => entry.method === 'UPGRADE')?.upstream;

      // Staff work on the other instance, reached directly: through the balancer the browser's
      // own requests (slide images, live updates) take turns too, so no request's instance could
      // be chosen there.
      if (socketInstance === undefined) throw new Error('the page opened no WebSocket');
      const otherPort = ports[socketInstance === 0 ? 1 : 0];
      const call = (path: string, init: RequestInit = {}) =>
        fetch(`http://127.0.0.1:${otherPort}${apiPrefix}${path}`, {
          ...init,
          headers: {
            'content-type': 'application/json',
            'x-requested-with': 'XMLHttpRequest',
            ...init.headers,
          },
        });
      const login = await call(endpoints.users.login, {
        method: 'POST',
        body: JSON.stringify({ email: 'staff@example.com', password: 'Deckhand#2026' }),
      });
      const { token } = (await login.json()) as { token: string };
      const posted = await call(`/staff/orders/${demoOrderInProgress}/comments`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: JSON.stringify({ body: 'The speakers’ slide is ready for a look.' }),
      });
      if (posted.status !== 200) throw new Error(`staff comment: HTTP ${posted.status}`);

      await customer
        .getByRole('region', { name: 'Comments' })
        .getByText('The speakers’ slide is ready for a look.')
        .waitFor({ timeout: 5000 });
    },
    120_000,
  );
});

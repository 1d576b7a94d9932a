/**
 * The order journey against one and then two instances of the built app on one PostgreSQL (issue
 * 29), through a balancer that sends each request to the next instance in turn
 * (apps/api/src/test/alternating-proxy.ts). `BENCH_USERS` customers (default 8), each signed in
 * once, repeat for `BENCH_SECONDS` (default 20): price the order (the calculation), upload a 2 MiB
 * file (tus: create, one PATCH), place the order, list the orders, open it. Prints orders per
 * minute, errors and p99 per step for each, and how two instances compare with one.
 * Budget: 0 errors. Files are on a disk folder both instances share (the S3 store is tested in
 * `npm test`); a PostgreSQL server is needed (e2e/support/postgres-database.ts), else the bench is skipped.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startAlternatingProxy } from '../apps/api/src/test/alternating-proxy.ts';
import { type RunningApp, startBuiltApp } from '../e2e/support/app-server.ts';
import { openPostgres } from '../e2e/support/postgres-database.ts';
import { type ResultRow, writeResult } from './report.ts';

const users = Number(process.env.BENCH_USERS ?? 8);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const steps = ['price', 'upload', 'place', 'list', 'open'] as const;
type Step = (typeof steps)[number];
const spa = { 'x-requested-with': 'XMLHttpRequest' };
/** A demo account (README: every demo account's password is Deckhand#2026). */
const demoOwner = { email: 'owner@example.com', password: 'Deckhand#2026' };
const pdf = Buffer.concat([
  Buffer.from('%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
  Buffer.alloc(2 * 1024 * 1024, 0x20),
]);
const values = {
  treatment: 'redesign',
  slides: 12,
  turnaround: '48h',
  style: { styleType: 'recommendation' },
  brief: { text: 'Bench order.' },
};

interface Outcome {
  orders: number;
  errors: string[];
  timings: Record<Step, number[]>;
}

async function timed<T>(outcome: Outcome, step: Step, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  outcome.timings[step].push(performance.now() - started);
  return result;
}

async function expectOk(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${await response.text()}`);
  return response;
}

/** One customer's loop until `until`. */
async function customer(origin: string, until: number, outcome: Outcome) {
  const login = await expectOk(
    await fetch(`${origin}/v1/users/login`, {
      method: 'POST',
      headers: { ...spa, 'content-type': 'application/json' },
      body: JSON.stringify(demoOwner),
    }),
    'sign in',
  );
  const { token } = (await login.json()) as { token: string };
  const auth = { ...spa, authorization: `Bearer ${token}` };
  const json = { ...auth, 'content-type': 'application/json' };
  while (Date.now() < until) {
    try {
      await timed(outcome, 'price', async () =>
        expectOk(
          await fetch(`${origin}/v1/order-forms/order-now/calculation`, {
            method: 'POST',
            headers: json,
            body: JSON.stringify({ timezone: 'Europe/London', values, changed: null }),
          }),
          'price',
        ),
      );
      const fileId = await timed(outcome, 'upload', async () => {
        const tus = { ...auth, 'tus-resumable': '1.0.0' };
        const name = Buffer.from('deck.pdf').toString('base64');
        const type = Buffer.from('application/pdf').toString('base64');
        const tag = Buffer.from('orderFiles').toString('base64');
        const created = await expectOk(
          await fetch(`${origin}/uploads/`, {
            method: 'POST',
            headers: {
              ...tus,
              'upload-length': String(pdf.length),
              'upload-metadata': `filename ${name},filetype ${type},tag ${tag}`,
            },
          }),
          'upload create',
        );
        const sent = await expectOk(
          await fetch(`${origin}${created.headers.get('location')}`, {
            method: 'PATCH',
            headers: {
              ...tus,
              'upload-offset': '0',
              'content-type': 'application/offset+octet-stream',
            },
            body: pdf,
          }),
          'upload',
        );
        return ((await sent.json()) as { id: string }).id;
      });
      const placed = await timed(outcome, 'place', async () =>
        expectOk(
          await fetch(`${origin}/v1/orders`, {
            method: 'POST',
            headers: json,
            body: JSON.stringify({
              flowKey: 'order-now',
              idempotencyKey: randomUUID(),
              timezone: 'Europe/London',
              values: { ...values, files: { files: [{ uuid: fileId, name: 'deck.pdf' }] } },
              payment: { method: 'invoice', poNumber: '' },
            }),
          }),
          'place',
        ),
      );
      const orderId = ((await placed.json()) as { order: { id: number } }).order.id;
      await timed(outcome, 'list', async () =>
        expectOk(await fetch(`${origin}/v1/orders?limit=25`, { headers: auth }), 'list'),
      );
      await timed(outcome, 'open', async () =>
        expectOk(await fetch(`${origin}/v1/orders/${orderId}`, { headers: auth }), 'open'),
      );
      outcome.orders += 1;
    } catch (error) {
      outcome.errors.push((error as Error).message.slice(0, 200));
    }
  }
}

const p99 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : Math.round(sorted[Math.ceil(sorted.length * 0.99) - 1] ?? 0);
};

async function runWith(instances: number, databaseUrl: string): Promise<Outcome> {
  const dataDir = mkdtempSync(join(tmpdir(), 'deckhand-journey-'));
  const apps: RunningApp[] = [];
  try {
    for (let index = 0; index < instances; index += 1) {
      apps.push(
        await startBuiltApp({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'error' }),
      );
    }
    const proxy = await startAlternatingProxy(apps.map((app) => Number(new URL(app.baseUrl).port)));
    const outcome: Outcome = {
      orders: 0,
      errors: [],
      timings: { price: [], upload: [], place: [], list: [], open: [] },
    };
    const until = Date.now() + seconds * 1000;
    await Promise.all(Array.from({ length: users }, () => customer(proxy.origin, until, outcome)));
    await proxy.close();
    return outcome;
  } finally {
    for (const app of apps) await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const postgres = await openPostgres();
if (!postgres) {
  console.log('order journey: skipped (no PostgreSQL)');
} else {
  const rows: ResultRow[] = [];
  const perMinute: number[] = [];
  try {
    for (const instances of [1, 2]) {
      const outcome = await runWith(instances, postgres.url);
      const rate = Math.round((outcome.orders * 60) / seconds);
      perMinute.push(rate);
      const label = `${instances} instance${instances > 1 ? 's' : ''}`;
      console.log(
        `${label}, ${users} customers, ${seconds} s: ${rate} orders/min, ${outcome.errors.length} errors`,
      );
      for (const error of outcome.errors.slice(0, 3)) console.log(`  error: ${error}`);
      for (const step of steps) {
        console.log(`  ${step.padEnd(8)} p99 ${p99(outcome.timings[step])} ms`);
        rows.push({
          figure: `journey ${label}: ${step} p99`,
          value: p99(outcome.timings[step]),
          unit: 'ms',
          budget: '',
          holds: true,
        });
      }
      rows.push(
        { figure: `journey ${label}: orders`, value: rate, unit: '/min', budget: '', holds: true },
        {
          figure: `journey ${label}: errors`,
          value: outcome.errors.length,
          unit: '',
          budget: '0',
          holds: outcome.errors.length === 0,
        },
      );
    }
    const scale = (perMinute[1] ?? 0) / Math.max(perMinute[0] ?? 1, 1);
    console.log(`two instances / one: ${scale.toFixed(2)} x (this machine has 2 cores)`);
    rows.push({
      figure: 'journey two instances / one',
      value: Number(scale.toFixed(2)),
      unit: 'x',
      budget: '',
      holds: true,
    });
  } finally {
    await postgres.drop();
  }
  process.exitCode = writeResult('order-journey', rows) ? 0 : 1;
}

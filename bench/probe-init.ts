import autocannon from 'autocannon';
import { startBuiltApp } from '../e2e/support/app-server.ts';
import { signInByApi } from './review-delivery.ts';

const app = await startBuiltApp({ LOG_LEVEL: 'error' });
try {
  const cookie = await signInByApi(app.baseUrl, 'owner@example.com');
  const path = process.env.PROBE_PATH ?? '/v1/init';
  const result = await autocannon({ url: app.baseUrl + path, connections: 50, duration: 8, headers: { cookie } });
  console.log(path, Math.round(result.requests.average), 'req/s p99', result.latency.p99, 'non2xx', result.non2xx);
} finally {
  await app.stop();
}

import { createServer } from 'node:http';

/** The yardstick: a bare node:http route answering a JSON body of init's size. */
const body = JSON.stringify({
  alerts: [{ key: 'holiday', hash: 'x', message: 'Closed for the holidays', type: 'info' }],
  countryCode: null,
  env: { appEnv: 'test', paymentPublicKey: null, errorReportingDsn: null, userIp: '127.0.0.1' },
  flashMessage: null,
  isEu: false,
  popups: [],
  user: null,
});

const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  response.end(body);
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));

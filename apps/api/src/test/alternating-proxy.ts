import { createServer, request as httpRequest } from 'node:http';
import { connect } from 'node:net';

/** One request the proxy passed on: to which upstream (0, 1 …). */
export interface ProxiedRequest {
  method: string;
  url: string;
  upstream: number;
}

export interface AlternatingProxy {
  origin: string;
  /** What went where, in order (WebSocket upgrades included, as method `UPGRADE`). */
  readonly log: readonly ProxiedRequest[];
  /** The upstream the next request goes to. */
  nextUpstream(): number;
  close(): Promise<void>;
}

/**
 * A load balancer for tests: every request (and every WebSocket upgrade) goes to the next of the
 * `upstreams` in turn, as a round-robin balancer without sticky sessions does, so a journey
 * through it has each of its steps served by another instance than the step before.
 */
export async function startAlternatingProxy(upstreams: number[]): Promise<AlternatingProxy> {
  let turn = 0;
  const log: ProxiedRequest[] = [];
  const upgraded = new Set<{ destroy(): void }>();
  const take = (method: string, url: string) => {
    const upstream = turn % upstreams.length;
    turn += 1;
    log.push({ method, url, upstream });
    return upstreams[upstream] as number;
  };
  const server = createServer((incoming, outgoing) => {
    const port = take(incoming.method ?? 'GET', incoming.url ?? '/');
    const forward = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forward.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(forward);
  });
  server.on('upgrade', (incoming, socket, head) => {
    const port = take('UPGRADE', incoming.url ?? '/');
    const upstream = connect(port, '127.0.0.1', () => {
      const lines = [`${incoming.method} ${incoming.url} HTTP/1.1`];
      for (let index = 0; index < incoming.rawHeaders.length; index += 2) {
        lines.push(`${incoming.rawHeaders[index]}: ${incoming.rawHeaders[index + 1]}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upgraded.add(upstream).add(socket);
    const end = () => {
      upstream.destroy();
      socket.destroy();
      upgraded.delete(upstream);
      upgraded.delete(socket);
    };
    upstream.on('close', end);
    socket.on('close', end);
    upstream.on('error', end);
    socket.on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('proxy: no port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    log,
    nextUpstream: () => turn % upstreams.length,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of upgraded) socket.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

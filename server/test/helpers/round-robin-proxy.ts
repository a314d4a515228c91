import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const SERVED_BY = 'x-served-by';

export type Backend = { name: string; origin: string };

export type RoundRobinProxy = {
  origin: string;
  /** The backend of every request, in arrival order. */
  served: string[];
  close: () => Promise<void>;
};

/**
 * A load balancer for tests: each request goes to the next backend in turn (as nginx's default
 * upstream does), with X-Forwarded-For appended like nginx's $proxy_add_x_forwarded_for and the
 * Host kept. The answer says which backend gave it (X-Served-By); a backend that cannot be
 * reached answers 502. `backends` may be filled after the proxy has started (its origin is
 * needed first as the backends' APP_ORIGIN).
 */
export async function startRoundRobinProxy(backends: Backend[]): Promise<RoundRobinProxy> {
  let next = 0;
  const served: string[] = [];
  const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    const backend = backends[next % backends.length];
    next += 1;
    if (!backend) {
      outgoing.writeHead(502).end();
      return;
    }
    served.push(backend.name);
    const forwardedFor = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress].filter(Boolean).join(', ');
    const target = new URL(incoming.url ?? '/', backend.origin);
    const upstream = httpRequest(
      target,
      { method: incoming.method, headers: { ...incoming.headers, 'x-forwarded-for': forwardedFor } },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, [SERVED_BY]: backend.name });
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (outgoing.headersSent) outgoing.destroy();
      else outgoing.writeHead(502, { [SERVED_BY]: backend.name }).end();
    });
    incoming.pipe(upstream);
  });
  // nginx keeps an idle client connection 75 s (keepalive_timeout); Node's 5 s default closed a
  // connection the test's fetch was reusing on a busy machine ("other side closed").
  server.keepAliveTimeout = 75_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

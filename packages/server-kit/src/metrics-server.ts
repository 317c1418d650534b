import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

/** A listening metrics server: its address (`http://127.0.0.1:9464`) and how to close it. */
export interface MetricsServer {
  url: string;
  close: () => Promise<void>;
}

/**
 * Serves `registry` as `GET /metrics` (Prometheus text format) on `host:port`, a port of its own
 * (loopback by default: the storefront's 9464, the mock API's 9465), so the public port never
 * shows it; any other path answers 404. Resolves
 * once it listens (port 0 picks a free one: see `url`); rejects when it cannot (EADDRINUSE).
 */
export async function startMetricsServer(
  registry: Registry,
  host: string,
  port: number,
): Promise<MetricsServer> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if ((req.method !== 'GET' && req.method !== 'HEAD') || path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) =>
        res
          .writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
          .end(`Collecting the metrics failed: ${String(error)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const shown = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${shown}:${address.port}`,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

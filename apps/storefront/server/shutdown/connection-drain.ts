import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';

/** How long ConnectionDrain.drain waits for the open connections. */
export interface DrainTiming {
  /**
   * The idle connections left are closed once no request has come for this long (ms, default
   * 1000): by then a load balancer has used up its pooled connections to this copy (each answer
   * closes its connection) and sends its requests elsewhere.
   */
  quietMs?: number;
  /** …and after this long at most, whatever comes (ms, default 5000). */
  maxWaitMs?: number;
  /** How often it looks (ms, default 25). */
  pollMs?: number;
}

/**
 * The storefront server's shutdown behind a load balancer (a copy gets SIGTERM and no
 * request fails). Node's `server.close()` closes every idle keep-alive connection at once, so a
 * request the balancer is sending on one of its pooled connections at that moment is lost (nginx
 * passes a GET to the other copy, never a POST); Fastify then answers requests arriving on the
 * connections still open with a 503. `drain()` instead:
 * 1. stops accepting connections (a balancer's connect is refused, and it passes the request to
 *    another copy before sending anything);
 * 2. goes on answering every request on the open connections as usual, each with `Connection:
 *    close` (requests in flight too, when their headers are not sent yet), so the balancer drops
 *    each connection after its answer, and `/health` answers 503 `{"status":"draining"}`
 *    (`draining`);
 * 3. resolves once no connection is open, or once no request has come for `quietMs`, or after
 *    `maxWaitMs`; then `app.close()` closes the idle connections left and waits for the requests
 *    in flight.
 * `attach(app)` registers the hook that does 2; call it before the routes.
 */
export class ConnectionDrain {
  #draining = false;
  #lastRequestAt = 0;
  readonly #inFlight = new Set<ServerResponse>();

  /** True once drain() has started: `/health` answers 503 and every answer closes its connection. */
  get draining(): boolean {
    return this.#draining;
  }

  /** Registers the onRequest hook that tracks requests in flight and, while draining, closes each connection after its answer. */
  attach(app: FastifyInstance): void {
    app.addHook('onRequest', (_request, reply, done) => {
      const res = reply.raw;
      this.#lastRequestAt = Date.now();
      this.#inFlight.add(res);
      res.once('close', () => this.#inFlight.delete(res));
      if (this.#draining) res.setHeader('Connection', 'close');
      done();
    });
  }

  /** Drains `server` (app.server) as the class says; resolves when `app.close()` may follow. */
  async drain(server: NetServer, timing: DrainTiming = {}): Promise<void> {
    const { quietMs = 1000, maxWaitMs = 5000, pollMs = 25 } = timing;
    const started = Date.now();
    this.#draining = true;
    for (const res of this.#inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
    // net.Server's close, not http.Server's: stop listening, and leave the idle connections open
    // (http.Server's would close them at once, whatever the balancer is sending on them).
    NetServer.prototype.close.call(server);
    for (;;) {
      const open = await new Promise<number>((resolve) =>
        server.getConnections((error, count) => resolve(error ? 0 : count)),
      );
      const now = Date.now();
      const quietSince = Math.max(started, this.#lastRequestAt);
      if (open === 0 || now - quietSince >= quietMs || now - started >= maxWaitMs) return;
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  }
}

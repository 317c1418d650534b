import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
import type { Socket } from 'node:net';

/**
 * How long a balancer in front keeps an idle connection to a copy open (nginx's upstream
 * `keepalive_timeout` in deploy/nginx/default.conf and e2e/nginx/lb-test.conf), ms. The drain's
 * `idleCloseMs` must stay above it, and so must Node's keepAliveTimeout (Fastify's 72 s).
 */
export const BALANCER_KEEPALIVE_TIMEOUT_MS = 3000;

/** DrainTiming's default `idleCloseMs`: 2 s above BALANCER_KEEPALIVE_TIMEOUT_MS, for a busy machine's timers. */
export const DEFAULT_IDLE_CLOSE_MS = 5000;

/** How long ConnectionDrain.drain waits for the open connections. */
export interface DrainTiming {
  /**
   * A connection idle this long is one the balancer has given up (ms, default 5000): longer than
   * the balancer's own keepalive_timeout (BALANCER_KEEPALIVE_TIMEOUT_MS), so the balancer closes
   * an idle connection before this server would, and never sends a request on a connection the
   * server is closing.
   */
  idleCloseMs?: number;
  /** …and after this long at most, whatever comes (ms, default 7000). */
  maxWaitMs?: number;
  /** How often it looks (ms, default 25). */
  pollMs?: number;
}

/** One open connection: how many of its requests are in flight, and since when it is idle. */
interface ConnectionState {
  inFlight: number;
  idleSince: number;
}

/**
 * The storefront server's shutdown behind a load balancer (a copy gets SIGTERM and no
 * request fails). A balancer keeps idle keep-alive connections to each copy and picks one of
 * them for its next request; when the server closes that connection at the same moment, the
 * request is lost (nginx passes a GET on to the other copy, never a POST: the shopper gets 502).
 * Node's `server.close()` closes every idle keep-alive connection at once; Fastify then answers
 * requests arriving on the connections still open with a 503. `drain()` instead:
 * 1. stops accepting connections (a balancer's connect is refused, and it passes the request to
 *    another copy before sending anything);
 * 2. goes on answering every request on the open connections as usual, each with `Connection:
 *    close` (requests in flight too, when their headers are not sent yet), so the balancer drops
 *    each connection after its answer, and `/health` answers 503 `{"status":"draining"}`
 *    (`draining`);
 * 3. never closes an idle connection the balancer may still pick: it resolves once no connection
 *    is open, or once every one left has been idle for `idleCloseMs` (longer than the
 *    balancer's keepalive_timeout: the balancer has closed its end first), or after `maxWaitMs`;
 *    then `app.close()` closes what is left and waits for the requests in flight.
 * `attach(app)` registers the hooks that do 2 and count the connections; call it before the
 * routes.
 */
export class ConnectionDrain {
  #draining = false;
  readonly #inFlight = new Set<ServerResponse>();
  readonly #connections = new Map<Socket, ConnectionState>();

  /** True once drain() has started: `/health` answers 503 and every answer closes its connection. */
  get draining(): boolean {
    return this.#draining;
  }

  /**
   * Counts `app`'s connections and tracks the requests in flight on each (a connection is idle
   * from its last answer, or from its opening until its first request); while draining, closes
   * each connection after its answer.
   */
  attach(app: FastifyInstance): void {
    app.server.on('connection', (socket: Socket) => {
      this.#connections.set(socket, { inFlight: 0, idleSince: Date.now() });
      socket.once('close', () => this.#connections.delete(socket));
    });
    app.addHook('onRequest', (request, reply, done) => {
      const res = reply.raw;
      const connection = this.#connections.get(request.raw.socket);
      if (connection) connection.inFlight += 1;
      this.#inFlight.add(res);
      res.once('close', () => {
        this.#inFlight.delete(res);
        if (connection) {
          connection.inFlight -= 1;
          connection.idleSince = Date.now();
        }
      });
      if (this.#draining) res.setHeader('Connection', 'close');
      done();
    });
  }

  /** Drains `server` (app.server) as the class says; resolves when `app.close()` may follow. */
  async drain(server: NetServer, timing: DrainTiming = {}): Promise<void> {
    const { idleCloseMs = DEFAULT_IDLE_CLOSE_MS, maxWaitMs = 7000, pollMs = 25 } = timing;
    const started = Date.now();
    this.#draining = true;
    for (const res of this.#inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
    // net.Server's close, not http.Server's: stop listening, and leave the idle connections open
    // (http.Server's would close them at once, whatever the balancer is sending on them).
    NetServer.prototype.close.call(server);
    for (;;) {
      const now = Date.now();
      // A connection in use, or idle for less than idleCloseMs, may carry the balancer's next
      // request: only the balancer closes it (its keepalive_timeout is the shorter).
      const inUse = [...this.#connections.values()].some(
        (c) => c.inFlight > 0 || now - c.idleSince < idleCloseMs,
      );
      if (!inUse || now - started >= maxWaitMs) return;
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  }
}

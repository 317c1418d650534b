import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A running backend that drifted from the contracts. */
export interface DriftedBackend {
  url: string;
  close: () => Promise<void>;
}

/**
 * A backend that drifted from the contracts: it answers as the mock does, except that loadproduct
 * renames ProductName to Name and GetProducts sends SalesPrice as text.
 */
export function startDriftedBackend(upstream: string): Promise<DriftedBackend> {
  const server = createServer((req, res) => {
    void (async () => {
      const answer = await fetch(`${upstream}${req.url}`, {
        method: req.method,
        headers: { authorization: req.headers.authorization ?? '' },
      });
      let body: unknown = await answer.json();
      const path = (req.url ?? '').split('?')[0]!.toLowerCase();
      if (path === '/api/product/loadproduct' && body && typeof body === 'object') {
        const { ProductName, ...rest } = body as Record<string, unknown>;
        body = { ...rest, Name: ProductName };
      }
      if (path === '/api/trini/getproducts' && Array.isArray(body))
        body = body.map((p: Record<string, unknown>) => ({
          ...p,
          SalesPrice: String(p.SalesPrice),
        }));
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    })();
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () =>
      done({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => new Promise((closed) => server.close(() => closed())),
      }),
    ),
  );
}

/**
 * Throughput benchmark (script `bench`): autocannon against the mock API and a bare Fastify
 * hello-world, both on 127.0.0.1 random free ports, in the same run (hello-world is measured
 * right before each endpoint and the ratio uses that neighbour run). Prints req/s, p99 latency
 * (ms) and the ratio to hello-world for GetProducts (home page 1), loadproduct and SaveOrder, and
 * the mean time to render a product picture not yet in the media cache (renderMedia, with sharp
 * when installed), and writes the figures to dist/bench.json. Request logging is off. Env: BENCH_DURATION (s, 3),
 * BENCH_CONNECTIONS (20).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addItem, buildOrder, emptyCart } from '@trini/domain';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../src/app.js';
import { createSeed } from '../src/seed/index.js';
import { renderMedia } from '../src/seed/media.js';

const duration = Number(process.env.BENCH_DURATION ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

interface Figure {
  name: string;
  reqPerSec: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  ratio?: number;
}

async function measure(name: string, opts: autocannon.Options): Promise<Figure> {
  const result = await autocannon({ connections, duration, ...opts });
  return {
    name,
    reqPerSec: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/**
 * The mean time (ms) to render one product picture the media cache does not hold: 20 pictures
 * never asked for before, after one to load the image library.
 */
async function mediaRenderMs(): Promise<number> {
  await renderMedia('ERP/Images/Products/1099-4.jpg');
  const paths = Array.from({ length: 20 }, (_, i) => `ERP/Images/Products/${1100 + i}-4.jpg`);
  const started = performance.now();
  for (const path of paths) await renderMedia(path);
  return Math.round(((performance.now() - started) / paths.length) * 10) / 10;
}

async function main(): Promise<void> {
  const hello = Fastify({ logger: false });
  hello.get('/', async () => ({ hello: 'world' }));
  await hello.listen({ host: '127.0.0.1', port: 0 });
  const helloUrl = `http://127.0.0.1:${(hello.server.address() as AddressInfo).port}`;

  // Its calls name a mock session (`x-mock-session: bench`), as the e2e tests' do: controls on.
  const app = await buildApp({
    logRequests: false,
    host: '127.0.0.1',
    port: 0,
    mockControls: true,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const seed = createSeed();
  const product = seed.products.find((p) => p.ProductNo === 1001)!;
  const order = buildOrder(addItem(emptyCart(), product, 2), {
    CustomerMobile: '7000002',
    CustomerName: 'Bench',
  });
  const headers = {
    cookie: 'XSRF-TOKEN=bench',
    'x-xsrf-token': 'bench',
    'x-mock-session': 'bench',
  };

  const targets: [string, autocannon.Options][] = [
    [
      'GetProducts home page 1',
      { url: `${base}/api/trini/GetProducts?MaxRecords=15&HomePageProducts=1&PageNo=1`, headers },
    ],
    [
      'loadproduct 1007 with reviews',
      { url: `${base}/api/Product/loadproduct?ProductNo=1007&LoadReviews=true`, headers },
    ],
    [
      'SaveOrder (recomputed)',
      {
        url: `${base}/api/shop/SaveOrder`,
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(order),
      },
    ],
  ];
  // hello-world is measured right before each endpoint so a shared machine's load drift cancels out
  const figures: Figure[] = [];
  const helloRuns: Figure[] = [];
  for (const [name, opts] of targets) {
    const h = await measure('hello-world (bare Fastify)', { url: `${helloUrl}/` });
    const f = await measure(name, opts);
    f.ratio = Math.round((f.reqPerSec / (h.reqPerSec || 1)) * 1000) / 1000;
    helloRuns.push(h);
    figures.push(f);
  }
  await app.close();
  await hello.close();
  const helloMean: Figure = {
    name: 'hello-world (bare Fastify)',
    reqPerSec: Math.round(helloRuns.reduce((a, h) => a + h.reqPerSec, 0) / helloRuns.length),
    p99Ms: Math.max(...helloRuns.map((h) => h.p99Ms)),
    errors: 0,
    non2xx: 0,
    ratio: 1,
  };
  figures.unshift(helloMean);

  const mediaMs = await mediaRenderMs();
  console.log(`\nautocannon -c ${connections} -d ${duration} on 127.0.0.1\n`);
  console.table(
    figures.map((f) => ({
      endpoint: f.name,
      'req/s': f.reqPerSec,
      'p99 ms': f.p99Ms,
      'vs hello-world': `${((f.ratio ?? 0) * 100).toFixed(1)}%`,
      'errors+non2xx': f.errors + f.non2xx,
    })),
  );
  console.log(`\nan uncached product picture rendered in ${mediaMs} ms (mean of 20)`);

  const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'bench.json');
  await mkdir(dirname(out), { recursive: true });
  await writeFile(
    out,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        node: process.version,
        connections,
        durationSeconds: duration,
        figures,
        mediaRenderMs: mediaMs,
      },
      null,
      2,
    ),
  );
  console.log(`\nwritten ${out}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

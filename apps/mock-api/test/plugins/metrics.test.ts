import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Registry } from 'prom-client';
import { describe, expect, it, vi } from 'vitest';
import { startMetricsServer } from '@trini/server-kit';
import { build } from '../helpers.js';

const pkgDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The value of the sample `name{labels}` in a Prometheus text exposition (labels in order). */
function sample(text: string, name: string, labels: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{${labels}} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('/metrics of the mock API', () => {
  it('counts and times every answer by method, route pattern and status code, on its own port', async () => {
    const registry = new Registry();
    const app = await build({}, { metrics: registry });
    const metrics = await startMetricsServer(registry, '127.0.0.1', 0);
    try {
      for (const no of [1001, 1002])
        await app.inject({ method: 'GET', url: `/api/Product/loadproduct?ProductNo=${no}` });
      await app.inject({ method: 'GET', url: '/api/Product/loadproduct?ProductNo=abc' });
      await app.inject({ method: 'GET', url: '/no/such/route' });
      const res = await fetch(`${metrics.url}/metrics`);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await res.text();
      const product = 'method="GET",route="/api/Product/loadproduct"';
      expect(sample(text, 'http_requests_total', `${product},status_code="200"`)).toBe(2);
      expect(sample(text, 'http_requests_total', `${product},status_code="400"`)).toBe(1);
      expect(
        sample(text, 'http_request_duration_seconds_count', `${product},status_code="200"`),
      ).toBe(2);
      expect(
        sample(
          text,
          'http_request_duration_seconds_bucket',
          `le="+Inf",${product},status_code="200"`,
        ),
      ).toBe(2);
      expect(
        sample(text, 'http_requests_total', 'method="GET",route="(unmatched)",status_code="404"'),
      ).toBe(1);
      expect((await fetch(`${metrics.url}/`)).status).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await metrics.close();
      await app.close();
    }
  });

  it('trini-mock start serves it with the process metrics on METRICS_PORT; METRICS=0 serves none', async () => {
    const start = (env: Record<string, string>) => {
      // Node itself with tsx's loader, not tsx's CLI: the CLI runs the server in a child of its
      // own, which a SIGTERM to the CLI left running after the test.
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'src/cli.ts', 'start', '--port', '0', '--host', '127.0.0.1'],
        {
          cwd: pkgDir,
          env: { ...process.env, LOG_REQUESTS: '0', NODE_ENV: 'development', ...env },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let output = '';
      child.stdout.on('data', (c: Buffer) => (output += c.toString()));
      child.stderr.on('data', (c: Buffer) => (output += c.toString()));
      return { child, output: () => output };
    };
    const on = start({ METRICS_PORT: '0' });
    const off = start({ METRICS: '0' });
    try {
      const url = await vi.waitFor(
        () => {
          const found = /Mock API metrics on (http:\/\/[\d.:]+\/metrics)/.exec(on.output());
          if (!found?.[1]) throw new Error(`no metrics line yet: ${on.output()}`);
          return found[1];
        },
        { timeout: 20_000, interval: 100 },
      );
      const text = await (await fetch(url)).text();
      expect(text).toMatch(/^process_cpu_user_seconds_total /m);
      expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
      await vi.waitFor(() => expect(off.output()).toMatch(/listening on/), {
        timeout: 20_000,
        interval: 100,
      });
      expect(off.output()).not.toMatch(/metrics/i);
    } finally {
      for (const { child } of [on, off]) {
        child.kill('SIGTERM');
        if (child.exitCode === null) await once(child, 'exit');
      }
    }
  }, 40_000);
});

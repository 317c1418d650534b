/**
 * The images built and run: `pnpm images`' build (layers and the local base kept from earlier
 * runs), then the mock API's and the storefront's containers as an operator runs them (read-only
 * root filesystem, the image's own user, the host's network), a product page through both, and
 * each image's size within its budget. Where podman cannot run, one line says why and the tests
 * are skipped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePortsBetween,
  removeContainers,
  removeContainersNow,
  removeLeftovers,
  startContainer,
  waitHealthy,
} from './containers.ts';
import type { RunningContainer } from './containers.ts';
import { buildImages, megabytes } from './image-build.ts';
import type { BuildResult } from './image-build.ts';
import { runPodman, whyNoPodman } from './podman.ts';

/**
 * Each image's size budget in MB (10^6 bytes, every layer, the base's included): the base, Node
 * 24 on a slim Debian, is about 215 MB of it, the server's production folder the rest (about
 * 95 MB for the storefront, 80 MB for the mock), with some 10 % to grow.
 */
const SIZE_BUDGET_MB = { storefront: 340, 'mock-api': 325 } as const;

const found = await whyNoPodman();
if ('reason' in found)
  process.stdout.write(`Skipping the image build and container tests: ${found.reason}\n`);

describe.skipIf('reason' in found)('the images, built and run with podman', () => {
  const podman = 'podman' in found ? found.podman : (undefined as never);
  const running: RunningContainer[] = [];
  let built: BuildResult;
  let storefront: string;
  let mock: string;
  let healthySeconds: Record<string, number> = {};
  const log: string[] = [];

  // Ctrl-C or a kill reaches this process: the containers go with it.
  const onSignal = (signal: NodeJS.Signals) => {
    removeContainersNow(
      podman,
      running.map((c) => c.name),
    );
    process.kill(process.pid, signal);
  };

  beforeAll(async () => {
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
    await removeLeftovers(podman);
    const started = performance.now();
    try {
      built = await buildImages(podman, {
        say: (line) => log.push(line),
        output: (chunk) => log.push(chunk),
      });
    } catch (error) {
      throw new Error(
        `${error instanceof Error ? error.message : String(error)}\n(build log, last lines)\n${log.join('').split('\n').slice(-40).join('\n')}`,
        { cause: error },
      );
    }
    const seconds = Math.round((performance.now() - started) / 1000);
    console.log(
      `Images built in ${seconds} s on ${built.base.image} (${built.base.source}): ${built.images
        .map((i) => `${i.server} ${megabytes(i.bytes)} MB in ${i.seconds} s`)
        .join(', ')}`,
    );
    const image = (name: string) => built.images.find((i) => i.server === name)!.id;
    const [mockPort, mockMetrics, webPort, webMetrics] = await freePortsBetween(4);
    mock = `http://127.0.0.1:${mockPort}`;
    storefront = `http://127.0.0.1:${webPort}`;
    const suffix = `${process.pid}-${Date.now().toString(36)}`;
    running.push(
      startContainer(podman, {
        image: image('mock-api'),
        name: `trini-test-mock-api-${suffix}`,
        env: {
          HOST: '127.0.0.1',
          PORT: String(mockPort),
          METRICS_HOST: '127.0.0.1',
          METRICS_PORT: String(mockMetrics),
          JWT_SECRET: 'container-test-jwt-secret-'.padEnd(40, 'j'),
          WIPAY_SECRET: 'container-test-wipay-secret-'.padEnd(40, 'w'),
          STOREFRONT_URL: storefront,
          PUBLIC_URL: storefront,
        },
      }),
      startContainer(podman, {
        image: image('storefront'),
        name: `trini-test-storefront-${suffix}`,
        env: {
          HOST: '127.0.0.1',
          PORT: String(webPort),
          METRICS_HOST: '127.0.0.1',
          METRICS_PORT: String(webMetrics),
          API_ORIGIN: mock,
          PUBLIC_ORIGIN: storefront,
        },
      }),
    );
    const [mockContainer, webContainer] = running as [RunningContainer, RunningContainer];
    healthySeconds = {
      'mock-api': await waitHealthy(podman, mockContainer, 180_000),
      storefront: await waitHealthy(podman, webContainer, 180_000),
    };
  }, 60 * 60_000);

  afterAll(async () => {
    await removeContainers(podman, running);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }, 120_000);

  it('both pass their HEALTHCHECK, and the storefront is ready (it reaches the mock)', async () => {
    expect(Object.keys(healthySeconds).sort()).toEqual(['mock-api', 'storefront']);
    const ready = await fetch(`${storefront}/ready`);
    expect(ready.status).toBe(200);
  });

  it('serves a product page rendered from the mock container’s data', async () => {
    const api = await fetch(`${mock}/api/Product/loadproduct?ProductNo=1001`);
    expect(api.status).toBe(200);
    const product = (await api.json()) as { ProductName: string };
    const page = await fetch(`${storefront}/productdetails/1001`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    const name = product.ProductName.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    expect(html).toContain(name);
  });

  it.each(['mock-api', 'storefront'])(
    '%s runs as a user other than root, on a read-only root filesystem',
    async (server) => {
      const container = running.find((c) => c.name.includes(`-${server}-`))!;
      const status = await runPodman(podman, ['exec', container.name, 'cat', '/proc/1/status']);
      expect(status.code, status.stderr).toBe(0);
      const uid = /^Uid:\s+(\d+)/m.exec(status.stdout)?.[1];
      expect(uid).toBeDefined();
      expect(uid).not.toBe('0');
      const write = await runPodman(podman, [
        'exec',
        container.name,
        'node',
        '-e',
        "require('fs').writeFileSync('/app/probe', 'x')",
      ]);
      expect(write.code).not.toBe(0);
      expect(write.stderr).toContain('EROFS');
    },
  );

  it.each(Object.entries(SIZE_BUDGET_MB))('the %s image is within %i MB', (server, budget) => {
    const image = built.images.find((i) => i.server === server)!;
    expect(megabytes(image.bytes)).toBeLessThanOrEqual(budget);
  });
});

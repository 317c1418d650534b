/**
 * The images built and run: `pnpm images`' build (layers and the local base kept from earlier
 * runs), then the mock API's and the storefront's containers as an operator runs them (read-only
 * root filesystem, the image's own user, the host's network), a product page through both, and
 * each image's size within its budget; then, on the same images, the Kubernetes manifests run by
 * an engine: `podman kube play` of deploy/k8s/ as kube-play.ts translates it. The kubelet's part
 * is done here: each container's readiness and liveness probe is called until it answers, then a
 * product page is loaded through the storefront's Service address and the containers are checked
 * against their securityContext. One build serves both (here about 15 s when nothing the images
 * hold changed, 50 s after a source edit). Where podman cannot run, one line says why and the tests are skipped.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
import { buildImages, buildStageTag, megabytes } from './image-build.ts';
import type { BuildResult } from './image-build.ts';
import {
  downManifests,
  downManifestsNow,
  kubePlayManifests,
  playManifests,
  probeUrl,
  removeKubeLeftovers,
  testPrefix,
  waitProbes,
} from './kube-play.ts';
import type { KubePlay } from './kube-play.ts';
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

  it.each(['mock-api', 'storefront'] as const)(
    'keeps the %s build stage under its own tag, so a build of unchanged sources reuses it',
    async (server) => {
      const stage = await runPodman(podman, ['image', 'exists', buildStageTag({ name: server })]);
      expect(stage.code, `${buildStageTag({ name: server })} is missing`).toBe(0);
    },
  );

  it.each(Object.entries(SIZE_BUDGET_MB))('the %s image is within %i MB', (server, budget) => {
    const image = built.images.find((i) => i.server === server)!;
    expect(megabytes(image.bytes)).toBeLessThanOrEqual(budget);
  });

  describe('the Kubernetes manifests (deploy/k8s/) played by podman on these images', () => {
    const work = mkdtempSync(join(tmpdir(), 'trini-kube-'));
    const file = join(work, 'kube.yaml');
    let play: KubePlay | undefined;
    let ready: Record<string, number> = {};

    // Ctrl-C or a kill reaches this process: the pods, volumes and secrets go with it.
    const onKubeSignal = (signal: NodeJS.Signals) => {
      if (play) downManifestsNow(podman, play);
      process.kill(process.pid, signal);
    };

    const container = (deployment: string) => {
      const d = play!.deployments.find((p) => p.name === deployment)!;
      return `${d.pod}-${d.template.spec.containers[0]!.name}`;
    };

    beforeAll(async () => {
      process.once('SIGINT', onKubeSignal);
      process.once('SIGTERM', onKubeSignal);
      await removeKubeLeftovers(podman);
      const [web, webMetrics, mockApi, mockMetrics] = await freePortsBetween(4, 5800, 5899);
      play = kubePlayManifests({
        prefix: testPrefix(),
        ports: {
          'trini-storefront': { http: web!, metrics: webMetrics! },
          'trini-mock-api': { http: mockApi!, metrics: mockMetrics! },
        },
      });
      const started = performance.now();
      await playManifests(podman, play, file);
      ready = await waitProbes(podman, play, started, 300_000);
      console.log(
        `Played with podman; ready and live (from kube play) in: ${Object.entries(ready)
          .map(([name, s]) => `${name} ${s} s`)
          .join(', ')}`,
      );
    }, 60 * 60_000);

    afterAll(async () => {
      if (play) {
        const failed = await downManifests(podman, play, file);
        if (failed) console.warn(`podman kube down: ${failed}`);
      }
      rmSync(work, { recursive: true, force: true });
      process.off('SIGINT', onKubeSignal);
      process.off('SIGTERM', onKubeSignal);
    }, 180_000);

    it('every Deployment’s readiness and liveness probes answer', async () => {
      expect(Object.keys(ready).sort()).toEqual(['trini-mock-api', 'trini-storefront']);
      for (const deployment of play!.deployments)
        for (const c of deployment.template.spec.containers)
          for (const probe of [c.readinessProbe, c.livenessProbe]) {
            const response = await fetch(probeUrl(c, probe)!);
            expect(response.status, probeUrl(c, probe)).toBe(200);
          }
    });

    it('runs the images pnpm images built', async () => {
      for (const image of built.images) {
        const inspected = await runPodman(podman, [
          'inspect',
          '--format',
          '{{.Image}}',
          container(`trini-${image.server}`),
        ]);
        expect(inspected.stdout.trim()).toBe(image.id.replace(/^sha256:/, ''));
      }
    });

    it('serves a product page through the storefront’s Service, rendered from the mock pod', async () => {
      const api = await fetch(
        `${play!.services['trini-mock-api']!}/api/Product/loadproduct?ProductNo=1001`,
      );
      expect(api.status).toBe(200);
      const product = (await api.json()) as { ProductName: string };
      const page = await fetch(`${play!.services['trini-storefront']!}/productdetails/1001`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await page.text();
      expect(html).toContain(product.ProductName.replace(/&/g, '&amp;').replace(/</g, '&lt;'));
    });

    it.each(['trini-mock-api', 'trini-storefront'])(
      '%s runs as its securityContext says',
      async (name) => {
        const deployment = play!.deployments.find((d) => d.name === name)!;
        const pod = deployment.template.spec.securityContext ?? {};
        const own = deployment.template.spec.containers[0]!.securityContext ?? {};
        const exec = (...args: string[]) => runPodman(podman, ['exec', container(name), ...args]);
        const status = await exec('cat', '/proc/1/status');
        expect(status.code, status.stderr).toBe(0);
        const field = (key: string) =>
          new RegExp(`^${key}:\\s+(\\S+)`, 'm').exec(status.stdout)?.[1];
        if (pod.runAsNonRoot) expect(field('Uid')).not.toBe('0');
        if (pod.runAsUser !== undefined) expect(field('Uid')).toBe(String(pod.runAsUser));
        if (pod.runAsGroup !== undefined) expect(field('Gid')).toBe(String(pod.runAsGroup));
        if (own.allowPrivilegeEscalation === false) expect(field('NoNewPrivs')).toBe('1');
        if (own.capabilities?.drop?.includes('ALL')) expect(field('CapEff')).toMatch(/^0+$/);
        const write = (path: string) =>
          exec('node', '-e', `require('fs').writeFileSync(${JSON.stringify(path)}, 'x')`);
        if (own.readOnlyRootFilesystem) {
          const root = await write('/app/probe');
          expect(root.code).not.toBe(0);
          expect(root.stderr).toContain('EROFS');
        }
        // Its volumes stay writable by its user: /tmp, and the mock's state claim (fsGroup).
        for (const mount of deployment.template.spec.containers[0]!.volumeMounts ?? []) {
          const written = await write(`${mount.mountPath}/probe`);
          expect(written.code, `${mount.mountPath}: ${written.stderr}`).toBe(0);
        }
      },
    );
  });
});

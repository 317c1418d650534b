/**
 * The Kubernetes manifests run by an engine: `podman kube play` of deploy/k8s/ as kube-play.ts
 * translates it, on the images `pnpm images` builds. The kubelet's part is done here: each
 * container's readiness and liveness probe is called until it answers, then a product page is
 * loaded through the storefront's Service address and the containers are checked against their
 * securityContext. Where podman cannot run, one line says why and those tests are skipped.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { freePortsBetween } from './containers.ts';
import { buildImages } from './image-build.ts';
import type { BuildResult } from './image-build.ts';
import { K8S_DIR, findObject, loadK8sObjects, podTemplate } from './k8s-objects.ts';
import {
  LEFT_OUT,
  downManifests,
  downManifestsNow,
  kubePlayManifests,
  kustomizedObjects,
  playManifests,
  probeUrl,
  removeKubeLeftovers,
  testPrefix,
  waitProbes,
} from './kube-play.ts';
import type { KubePlay } from './kube-play.ts';
import { runPodman, whyNoPodman } from './podman.ts';

/** Ports as the test plays them (the 5800s are this work's; any free ones do). */
const SAMPLE_PORTS = {
  'trini-storefront': { http: 5850, metrics: 5851 },
  'trini-mock-api': { http: 5852, metrics: 5853 },
};

describe('the manifests as podman plays them', () => {
  const play = kubePlayManifests({ prefix: 'kube-', ports: SAMPLE_PORTS });

  it('plays the Deployments, their ConfigMaps and the claim; leaves out the rest, saying why', () => {
    expect(play.objects.map((o) => `${o.kind} ${o.metadata.name}`)).toEqual([
      'ConfigMap kube-trini-mock-api-settings',
      'ConfigMap kube-trini-storefront-settings',
      'PersistentVolumeClaim kube-trini-mock-api-state',
      'Deployment kube-trini-mock-api',
      'Deployment kube-trini-storefront',
    ]);
    const leftOut = play.leftOut.map((o) => o.kind).sort();
    expect(leftOut).toEqual([
      'HorizontalPodAutoscaler',
      'NetworkPolicy',
      'PodDisruptionBudget',
      'Service',
      'Service',
    ]);
    for (const o of play.leftOut) expect(o.why).toBe(LEFT_OUT[o.kind]);
  });

  it('is one YAML of those objects, the images as kustomization.yaml names them', () => {
    const docs = parseAllDocuments(play.yaml).map((d) => d.toJS() as unknown);
    expect(docs).toEqual(play.objects);
    expect(play.deployments.map((d) => d.template.spec.containers[0]!.image)).toEqual([
      'trini-mock-api:local',
      'trini-storefront:local',
    ]);
  });

  it('points the storefront at the mock’s Service port on the loopback, its origin at its own', () => {
    const settings = findObject(play.objects, 'ConfigMap', 'kube-trini-storefront-settings').data!;
    expect(settings.API_ORIGIN).toBe('http://127.0.0.1:5852');
    expect(settings.PUBLIC_ORIGIN).toBe('http://127.0.0.1:5850');
    expect(settings.PORT).toBe('5850');
    expect(settings.METRICS_PORT).toBe('5851');
    expect(play.services).toEqual({
      'trini-mock-api': 'http://127.0.0.1:5852',
      'trini-storefront': 'http://127.0.0.1:5850',
    });
  });

  it('gives the Secret the mock reads every key it reads, and nothing in the YAML', () => {
    expect(play.secrets.map((s) => [s.name, Object.keys(s.values).sort()])).toEqual([
      ['kube-trini-mock-api-secrets', ['JWT_SECRET', 'WIPAY_SECRET']],
    ]);
    for (const value of Object.values(play.secrets[0]!.values))
      expect(play.yaml).not.toContain(value);
  });

  it('keeps the probes’ paths and the securityContexts as the manifests say', () => {
    const manifests = loadK8sObjects();
    for (const deployment of play.deployments) {
      const original = podTemplate(findObject(manifests, 'Deployment', deployment.name)).spec;
      const played = deployment.template.spec;
      expect(played.securityContext).toEqual(original.securityContext);
      played.containers.forEach((c, i) => {
        const o = original.containers[i]!;
        expect(c.securityContext).toEqual(o.securityContext);
        expect(c.readinessProbe?.httpGet?.path).toBe(o.readinessProbe?.httpGet?.path);
        expect(c.livenessProbe?.httpGet?.path).toBe(o.livenessProbe?.httpGet?.path);
      });
    }
  });
});

/** kustomize's own build, or why it cannot be had (no kubectl or kustomize here). */
function kustomizeBuild(): { objects: unknown[] } | { reason: string } {
  for (const [command, args] of [
    ['kustomize', ['build', K8S_DIR]],
    ['kubectl', ['kustomize', K8S_DIR]],
  ] as const) {
    try {
      const out = execFileSync(command, args, { encoding: 'utf8', stdio: 'pipe' });
      return { objects: parseAllDocuments(out).map((d) => d.toJS() as unknown) };
    } catch {
      // The next one.
    }
  }
  return { reason: 'neither kustomize nor kubectl runs here' };
}

describe('kustomizedObjects', () => {
  const built = kustomizeBuild();
  if ('reason' in built)
    process.stdout.write(`Skipping the comparison with kustomize: ${built.reason}\n`);

  it.skipIf('reason' in built)('is what kustomize builds of deploy/k8s/', () => {
    const ours = kustomizedObjects().map(({ file: _file, ...o }) => o);
    expect(ours).toEqual('objects' in built ? built.objects : []);
  });
});

const found = await whyNoPodman();
if ('reason' in found) process.stdout.write(`Skipping the kube play tests: ${found.reason}\n`);

describe.skipIf('reason' in found)('the manifests played by podman', () => {
  const podman = 'podman' in found ? found.podman : (undefined as never);
  const work = mkdtempSync(join(tmpdir(), 'trini-kube-'));
  const file = join(work, 'kube.yaml');
  let play: KubePlay | undefined;
  let built: BuildResult;
  let ready: Record<string, number> = {};

  // Ctrl-C or a kill reaches this process: the pods, volumes and secrets go with it.
  const onSignal = (signal: NodeJS.Signals) => {
    if (play) downManifestsNow(podman, play);
    process.kill(process.pid, signal);
  };

  const container = (deployment: string) => {
    const d = play!.deployments.find((p) => p.name === deployment)!;
    return `${d.pod}-${d.template.spec.containers[0]!.name}`;
  };

  beforeAll(async () => {
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
    await removeKubeLeftovers(podman);
    const log: string[] = [];
    const building = performance.now();
    try {
      built = await buildImages(podman, { say: (l) => log.push(l), output: (c) => log.push(c) });
    } catch (error) {
      throw new Error(
        `${error instanceof Error ? error.message : String(error)}\n(build log, last lines)\n${log.join('').split('\n').slice(-40).join('\n')}`,
        { cause: error },
      );
    }
    console.log(`Images built or found in ${Math.round((performance.now() - building) / 1000)} s`);
    const [web, webMetrics, mock, mockMetrics] = await freePortsBetween(4, 5800, 5899);
    play = kubePlayManifests({
      prefix: testPrefix(),
      ports: {
        'trini-storefront': { http: web!, metrics: webMetrics! },
        'trini-mock-api': { http: mock!, metrics: mockMetrics! },
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
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
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
    const mock = play!.services['trini-mock-api']!;
    const api = await fetch(`${mock}/api/Product/loadproduct?ProductNo=1001`);
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
      const field = (key: string) => new RegExp(`^${key}:\\s+(\\S+)`, 'm').exec(status.stdout)?.[1];
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

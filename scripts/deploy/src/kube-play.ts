/**
 * The Kubernetes manifests (deploy/k8s/) played by podman on this machine (`podman kube play`):
 * kustomize's build of them (kustomization.yaml's labels and images, applied here), with what
 * podman 4.3 cannot play as written translated or left out, each with its reason. The manifests
 * stay the truth: nothing here holds a copy of them, only the changes.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { K8S_DIR, findObject, loadK8sObjects, podTemplate, portNumber } from './k8s-objects.ts';
import type { Container, K8sObject, PodTemplate, Probe } from './k8s-objects.ts';
import { alive } from './containers.ts';
import { runPodman, runPodmanNow, tail } from './podman.ts';
import type { Podman } from './podman.ts';
import { parseYamlFile } from './yaml-files.ts';

/** The parts of kustomization.yaml this build applies. */
interface Kustomization {
  resources: string[];
  labels?: { pairs: Record<string, string>; includeSelectors?: boolean }[];
  images?: { name: string; newName?: string; newTag?: string }[];
}

/**
 * The order kustomize prints objects in (its "legacy" order): by kind, these first, then the
 * kinds not listed by name, each kind's objects by name. Namespaces, ConfigMaps and volume claims
 * come before the Deployments that use them.
 */
const KIND_ORDER = [
  'Namespace',
  'ResourceQuota',
  'StorageClass',
  'CustomResourceDefinition',
  'ServiceAccount',
  'PodSecurityPolicy',
  'Role',
  'ClusterRole',
  'RoleBinding',
  'ClusterRoleBinding',
  'ConfigMap',
  'Secret',
  'Endpoints',
  'Service',
  'LimitRange',
  'PriorityClass',
  'PersistentVolume',
  'PersistentVolumeClaim',
  'Deployment',
  'StatefulSet',
  'CronJob',
  'PodDisruptionBudget',
];

/** Compares two objects as kustomize orders them. */
function kustomizeOrder(a: K8sObject, b: K8sObject): number {
  const rank = (o: K8sObject) => {
    const i = KIND_ORDER.indexOf(o.kind);
    return i === -1 ? KIND_ORDER.length : i;
  };
  return (
    rank(a) - rank(b) ||
    a.kind.localeCompare(b.kind) ||
    a.metadata.name.localeCompare(b.metadata.name)
  );
}

/**
 * kustomize's build of deploy/k8s/ (`kubectl kustomize deploy/k8s`): the resources in its
 * order, its labels added to each object's own labels (not to selectors or pod
 * templates, as `labels` without includeSelectors does) and its images' names and tags set.
 * Throws for a kustomization feature it does not apply, rather than playing something else.
 */
export function kustomizedObjects(): K8sObject[] {
  const [kustomization] = parseYamlFile(join(K8S_DIR, 'kustomization.yaml')) as Kustomization[];
  if (!kustomization) throw new Error('deploy/k8s/kustomization.yaml is empty');
  const known = new Set(['apiVersion', 'kind', 'resources', 'labels', 'images']);
  const unknown = Object.keys(kustomization).filter((key) => !known.has(key));
  if (unknown.length > 0 || kustomization.labels?.some((l) => l.includeSelectors))
    throw new Error(`kustomization.yaml: ${unknown.join(', ') || 'includeSelectors'} not applied`);
  const objects = loadK8sObjects();
  return kustomization.resources
    .flatMap((file) => objects.filter((o) => o.file === file))
    .sort(kustomizeOrder)
    .map((o) => {
      const copy = structuredClone(o);
      for (const { pairs } of kustomization.labels ?? [])
        copy.metadata.labels = { ...copy.metadata.labels, ...pairs };
      if (copy.kind === 'Deployment')
        for (const container of podTemplate(copy).spec.containers) {
          const image = kustomization.images?.find((i) => i.name === container.image);
          if (image)
            container.image = `${image.newName ?? image.name}${image.newTag ? `:${image.newTag}` : ''}`;
        }
      return copy;
    });
}

/**
 * The kinds podman does not play, and why each is left out. A kind in neither this list nor the
 * played ones stops the build: a new manifest's kind must be decided on.
 */
export const LEFT_OUT: Record<string, string> = {
  Service:
    'podman 4.3 plays Pods, Deployments and PersistentVolumeClaims only; on the host network a Service is its pods’ port (targetPort) on 127.0.0.1, and the settings naming it (API_ORIGIN) are pointed there',
  HorizontalPodAutoscaler:
    'scaling by CPU is the cluster’s (its metrics server and controller); podman runs the replicas it is given',
  PodDisruptionBudget:
    'it guards pods from a cluster’s node drains and upgrades, which one machine has none of',
  NetworkPolicy:
    'the cluster’s network plugin enforces it; on the host network every port is the machine’s',
};

/** The kinds played as written (with the changes below). */
const PLAYED = new Set(['ConfigMap', 'Deployment', 'PersistentVolumeClaim']);

/** The address every pod listens on: the machine's loopback (the host network is the machine's). */
export const LOOPBACK = '127.0.0.1';

/** The server settings that name a listening address, and those that name a port by its name. */
const HOST_SETTINGS = ['HOST', 'METRICS_HOST'];
const PORT_SETTINGS: Record<string, string> = { PORT: 'http', METRICS_PORT: 'metrics' };

/** What to play the manifests with. */
export interface KubePlayOptions {
  /** Put before every name podman creates (pods, volumes, secrets, ConfigMaps): `kube-`. */
  prefix: string;
  /** Each Deployment's ports on the machine, by the container port's name. */
  ports: Record<string, Record<string, number>>;
}

/** A podman secret the Deployments read (secretKeyRef), made with test values. */
export interface PlaySecret {
  name: string;
  values: Record<string, string>;
}

/** A Deployment as podman plays it. */
export interface PlayedDeployment {
  /** Its name in the manifests (`trini-storefront`). */
  name: string;
  /** The pod podman makes of it (its name as played, then `-pod-0`). */
  pod: string;
  /** Its pod template as played (ports, names and settings translated). */
  template: PodTemplate;
}

/** The manifests ready to play. */
export interface KubePlay {
  /** The YAML `podman kube play` reads. */
  yaml: string;
  /** The objects in it. */
  objects: K8sObject[];
  deployments: PlayedDeployment[];
  /** The secrets to create first (`podman secret create`). */
  secrets: PlaySecret[];
  /** The volumes its PersistentVolumeClaims become (podman makes them; kube down keeps them). */
  volumes: string[];
  /** Each Service's address on the machine, by its name. */
  services: Record<string, string>;
  /** Each object left out: its kind, name and why. */
  leftOut: { kind: string; name: string; why: string }[];
}

/** The Deployment whose pod template a Service's selector selects. */
function selectedDeployment(objects: K8sObject[], service: K8sObject): K8sObject {
  const selector = (service.spec?.selector ?? {}) as Record<string, string>;
  const found = objects.find(
    (o) =>
      o.kind === 'Deployment' &&
      Object.entries(selector).every(([k, v]) => podTemplate(o).metadata.labels[k] === v),
  );
  if (!found) throw new Error(`Service ${service.metadata.name} selects no Deployment`);
  return found;
}

/**
 * The manifests as podman plays them here, changed only where this machine or podman 4.3
 * cannot take them as written:
 * - every name gets `prefix` (references too), so a test's pods, volumes and secrets are its own
 *   and a killed run's are found by name;
 * - one replica, on the host network (the machine refuses podman's own networks): each copy
 *   would bind the same port, and podman makes one pod per replica;
 * - the ports are `ports`: the settings naming them (PORT, METRICS_PORT) and the probes say their
 *   numbers, and the containers list none (podman 4.3 maps each, which the host network
 *   refuses); the listening addresses (HOST, METRICS_HOST) are the loopback, not every
 *   interface of the machine;
 * - a setting naming a Service (`http://trini-mock-api:3001`) names its pods' port on the
 *   loopback (there is no cluster DNS), and the empty PUBLIC_ORIGIN the storefront's Service;
 * - the Secret the Deployments read gets random test values, created with `podman secret
 *   create` as the JSON map of base64 values podman reads: podman 4.3 stores a Secret object of
 *   the YAML as its text and then cannot read it back;
 * - each emptyDir is named after its Deployment (podman makes it a volume of its name, one
 *   volume for every pod naming one so).
 */
export function kubePlayManifests(options: KubePlayOptions): KubePlay {
  const all = kustomizedObjects();
  const { prefix } = options;
  const leftOut = all
    .filter((o) => !PLAYED.has(o.kind))
    .map((o) => {
      const why = LEFT_OUT[o.kind];
      if (!why) throw new Error(`${o.file}: no rule for playing a ${o.kind} with podman`);
      return { kind: o.kind, name: o.metadata.name, why };
    });

  const port = (deployment: K8sObject, name: string): number => {
    const found = options.ports[deployment.metadata.name]?.[name];
    if (found === undefined)
      throw new Error(`no port given for ${deployment.metadata.name}'s port ${name}`);
    return found;
  };
  const services: Record<string, string> = {};
  const serviceOrigins = new Map<string, string>();
  for (const service of all.filter((o) => o.kind === 'Service')) {
    const deployment = selectedDeployment(all, service);
    const container = podTemplate(deployment).spec.containers[0]!;
    const ports = (service.spec?.ports ?? []) as { port: number; targetPort: string | number }[];
    for (const p of ports) {
      const named =
        typeof p.targetPort === 'string'
          ? p.targetPort
          : container.ports?.find((c) => c.containerPort === p.targetPort)?.name;
      if (!named) throw new Error(`Service ${service.metadata.name}: unnamed port ${p.targetPort}`);
      const origin = `http://${LOOPBACK}:${port(deployment, named)}`;
      serviceOrigins.set(`http://${service.metadata.name}:${p.port}`, origin);
      services[service.metadata.name] ??= origin;
    }
  }
  const storefrontOrigin = services['trini-storefront'];
  if (!storefrontOrigin) throw new Error('no Service trini-storefront in deploy/k8s/');

  const played = all.filter((o) => PLAYED.has(o.kind)).map((o) => structuredClone(o));
  const secrets = new Map<string, Record<string, string>>();
  const deployments: PlayedDeployment[] = [];
  for (const object of played) {
    const original = object.metadata.name;
    object.metadata.name = `${prefix}${original}`;
    delete (object as Partial<K8sObject>).file;
    if (object.kind === 'ConfigMap') {
      const data = { ...object.data };
      for (const key of HOST_SETTINGS) if (key in data) data[key] = LOOPBACK;
      for (const [key, value] of Object.entries(data)) {
        const service = serviceOrigins.get(value);
        if (service) data[key] = service;
      }
      if (data.PUBLIC_ORIGIN === '') data.PUBLIC_ORIGIN = storefrontOrigin;
      object.data = data;
    }
  }
  for (const object of played.filter((o) => o.kind === 'Deployment')) {
    const original = object.metadata.name.slice(prefix.length);
    const deployment = findObject(all, 'Deployment', original);
    const spec = object.spec!;
    spec.replicas = 1;
    const template = podTemplate(object);
    (template.spec as Record<string, unknown>).hostNetwork = true;
    for (const container of template.spec.containers) {
      // Probes by the port's number on the machine, and no container ports: podman 4.3 makes
      // each one a port mapping, which the host network refuses.
      for (const probe of [container.readinessProbe, container.livenessProbe])
        if (probe?.httpGet && typeof probe.httpGet.port === 'string')
          probe.httpGet.port = port(deployment, probe.httpGet.port);
      delete container.ports;
      for (const from of container.envFrom ?? []) {
        if (!from.configMapRef) continue;
        const settings = findObject(played, 'ConfigMap', `${prefix}${from.configMapRef.name}`);
        for (const [key, name] of Object.entries(PORT_SETTINGS))
          if (settings.data && key in settings.data)
            settings.data[key] = String(port(deployment, name));
        from.configMapRef.name = `${prefix}${from.configMapRef.name}`;
      }
      for (const variable of container.env ?? []) {
        const ref = variable.valueFrom?.configMapKeyRef ?? variable.valueFrom?.secretKeyRef;
        if (!ref) continue;
        if (variable.valueFrom?.secretKeyRef) {
          const values = secrets.get(`${prefix}${ref.name}`) ?? {};
          values[ref.key] = randomBytes(32).toString('hex');
          secrets.set(`${prefix}${ref.name}`, values);
        }
        ref.name = `${prefix}${ref.name}`;
      }
    }
    for (const volume of template.spec.volumes ?? []) {
      if (volume.persistentVolumeClaim)
        volume.persistentVolumeClaim.claimName = `${prefix}${volume.persistentVolumeClaim.claimName}`;
      // podman 4.3 makes an emptyDir a volume named as the pod's volume: both pods' `tmp` would
      // be one volume. Named after the Deployment, each pod has its own.
      if (volume.emptyDir) {
        const name = `${object.metadata.name}-${volume.name}`;
        for (const c of template.spec.containers)
          for (const mount of c.volumeMounts ?? [])
            if (mount.name === volume.name) mount.name = name;
        volume.name = name;
      }
    }
    deployments.push({ name: original, pod: `${object.metadata.name}-pod-0`, template });
  }
  return {
    yaml: played.map((o) => stringify(o)).join('---\n'),
    objects: played,
    deployments,
    secrets: [...secrets].map(([name, values]) => ({ name, values })),
    volumes: played.filter((o) => o.kind === 'PersistentVolumeClaim').map((o) => o.metadata.name),
    services,
    leftOut,
  };
}

/** A probe's URL on the machine (its port by name or number), or undefined for a non-HTTP one. */
export function probeUrl(container: Container, probe: Probe | undefined): string | undefined {
  if (!probe?.httpGet) return undefined;
  return `http://${LOOPBACK}:${portNumber(container, probe.httpGet.port)}${probe.httpGet.path}`;
}

/** Throws the step's output when a podman command failed. */
function check(step: string, result: { code: number; stdout: string; stderr: string }): void {
  if (result.code !== 0)
    throw new Error(
      `${step} failed (exit ${result.code}):\n${tail(`${result.stdout}\n${result.stderr}`)}`,
    );
}

/**
 * Plays the manifests: creates the secrets, writes the YAML to `file` and runs
 * `podman kube play --network=host <file>` (with runc). Throws podman's output when it fails.
 */
export async function playManifests(podman: Podman, play: KubePlay, file: string): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'trini-secret-'));
  try {
    for (const secret of play.secrets) {
      const data = join(work, 'data.json');
      const encoded = Object.fromEntries(
        Object.entries(secret.values).map(([k, v]) => [k, Buffer.from(v).toString('base64')]),
      );
      writeFileSync(data, JSON.stringify(encoded), { mode: 0o600 });
      check(
        `podman secret create ${secret.name}`,
        await runPodman(podman, ['secret', 'create', secret.name, data]),
      );
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  writeFileSync(file, play.yaml);
  check(
    'podman kube play',
    await runPodman(podman, ['kube', 'play', '--network=host', file], { timeoutMs: 5 * 60_000 }),
  );
}

/**
 * `podman kube down <file>` (stops and removes the pods), then removes the volumes and secrets
 * it keeps. Never throws: it runs after failures too. Answers what podman said when it failed.
 */
export async function downManifests(podman: Podman, play: KubePlay, file: string): Promise<string> {
  const down = await runPodman(podman, ['kube', 'down', file], { timeoutMs: 3 * 60_000 });
  const pods = play.deployments.map((d) => d.pod);
  // What kube down could not remove (a pod it did not know of): removed by name.
  await runPodman(podman, ['pod', 'rm', '--force', '--ignore', ...pods], { timeoutMs: 60_000 });
  if (play.volumes.length > 0)
    await runPodman(podman, ['volume', 'rm', '--force', ...play.volumes]);
  for (const secret of play.secrets) await runPodman(podman, ['secret', 'rm', secret.name]);
  return down.code === 0 ? '' : tail(`${down.stdout}\n${down.stderr}`);
}

/** The same, synchronously: for a signal, when the process is about to end. */
export function downManifestsNow(podman: Podman, play: KubePlay): void {
  const run = (args: string[]) => runPodmanNow(podman, args);
  run(['pod', 'rm', '--force', '--ignore', '--time', '2', ...play.deployments.map((d) => d.pod)]);
  if (play.volumes.length > 0) run(['volume', 'rm', '--force', ...play.volumes]);
  for (const secret of play.secrets) run(['secret', 'rm', secret.name]);
}

/** The prefix a test run's names get: it carries the run's process id. */
export function testPrefix(pid = process.pid): string {
  return `kube-test-${pid}-`;
}

/**
 * Removes the pods, volumes and secrets of earlier test runs whose process is gone (their names
 * start with testPrefix of a dead process). Answers their names.
 */
export async function removeKubeLeftovers(podman: Podman): Promise<string[]> {
  const orphaned = (listing: string) =>
    listing
      .split('\n')
      .map((line) => line.trim())
      .filter((name) => {
        const pid = /^kube-test-(\d+)-/.exec(name)?.[1];
        return pid !== undefined && !alive(Number(pid));
      });
  const list = async (args: string[]) => orphaned((await runPodman(podman, args)).stdout);
  const pods = await list(['pod', 'ls', '--format', '{{.Name}}']);
  if (pods.length > 0)
    await runPodman(podman, ['pod', 'rm', '--force', '--time', '2', ...pods], {
      timeoutMs: 60_000,
    });
  const volumes = await list(['volume', 'ls', '--format', '{{.Name}}']);
  if (volumes.length > 0) await runPodman(podman, ['volume', 'rm', '--force', ...volumes]);
  const secrets = await list(['secret', 'ls', '--format', '{{.Name}}']);
  for (const secret of secrets) await runPodman(podman, ['secret', 'rm', secret]);
  return [...pods, ...volumes, ...secrets];
}

/** A pod's containers (not its infra container) and their states (`running`, `exited`…). */
async function podContainers(
  podman: Podman,
  pod: string,
): Promise<{ name: string; state: string }[]> {
  const listed = await runPodman(podman, [
    'ps',
    '--all',
    '--filter',
    `pod=${pod}`,
    '--format',
    'json',
  ]);
  if (listed.code !== 0) return [];
  const containers = JSON.parse(listed.stdout || '[]') as {
    Names: string[];
    State: string;
    IsInfra: boolean;
  }[];
  return containers
    .filter((c) => !c.IsInfra)
    .map((c) => ({ name: c.Names[0] ?? '', state: c.State }));
}

/**
 * Calls every container's readiness and liveness probe (HTTP GET on the machine, each with its
 * own timeoutSeconds, a 2xx or 3xx answer passing, as the kubelet does) every 500 ms until all
 * pass; throws with the containers' logs when a container stopped or `timeoutMs` passed. Answers
 * the seconds each Deployment took from `since` (a `performance.now()`).
 */
export async function waitProbes(
  podman: Podman,
  play: KubePlay,
  since: number,
  timeoutMs: number,
): Promise<Record<string, number>> {
  const ready: Record<string, number> = {};
  let last = '';
  while (performance.now() - since < timeoutMs) {
    for (const deployment of play.deployments) {
      if (deployment.name in ready) continue;
      const containers = await podContainers(podman, deployment.pod);
      const stopped = containers.find((c) => c.state !== 'running' && c.state !== 'created');
      if (stopped) {
        const logs = await runPodman(podman, ['logs', stopped.name]);
        throw new Error(
          `${stopped.name} is ${stopped.state}:\n${tail(`${logs.stdout}\n${logs.stderr}`)}`,
        );
      }
      const probes = deployment.template.spec.containers.flatMap((c) =>
        [c.readinessProbe, c.livenessProbe].map((p) => ({ url: probeUrl(c, p), probe: p })),
      );
      const answers = await Promise.all(
        probes.map(async ({ url, probe }) => {
          if (!url) return true;
          try {
            const response = await fetch(url, {
              signal: AbortSignal.timeout((probe?.timeoutSeconds ?? 1) * 1000),
            });
            last = `${url}: ${response.status}`;
            return response.status >= 200 && response.status < 400;
          } catch (error) {
            last = `${url}: ${error instanceof Error ? error.message : String(error)}`;
            return false;
          }
        }),
      );
      if (answers.every(Boolean))
        ready[deployment.name] = Math.round((performance.now() - since) / 100) / 10;
    }
    if (Object.keys(ready).length === play.deployments.length) return ready;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const logs = await Promise.all(
    play.deployments.map(async (d) => {
      const names = (await podContainers(podman, d.pod)).map((c) => c.name);
      const out = await Promise.all(names.map((n) => runPodman(podman, ['logs', n])));
      return out.map((o, i) => `${names[i]}:\n${tail(`${o.stdout}\n${o.stderr}`, 15)}`).join('\n');
    }),
  );
  throw new Error(`not ready within ${timeoutMs / 1000} s (last: ${last}):\n${logs.join('\n')}`);
}

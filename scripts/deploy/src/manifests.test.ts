import { basename, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readImageSpec } from './image-spec.ts';
import { K8S_DIR, findObject, loadK8sObjects, podTemplate, portNumber } from './k8s-objects.ts';
import type { Container, K8sObject } from './k8s-objects.ts';
import { DEPLOY_DIR } from './paths.ts';
import {
  MOCK_CONTROLS_SETTING,
  SERVERS,
  drainSeconds,
  serverNamed,
  serverSettings,
} from './servers.ts';
import { parseYamlFile, yamlFilesUnder } from './yaml-files.ts';

const SECRETS = { JWT_SECRET: 'j'.repeat(40), WIPAY_SECRET: 'w'.repeat(40) };

describe('every YAML file under deploy/', () => {
  const files = yamlFilesUnder(DEPLOY_DIR);

  it('includes compose, Prometheus and the Kubernetes manifests', () => {
    const names = files.map((f) => relative(DEPLOY_DIR, f));
    expect(names).toEqual(
      expect.arrayContaining([
        'compose.yaml',
        'prometheus/prometheus.yml',
        'k8s/kustomization.yaml',
      ]),
    );
  });

  it.each(files.map((f) => [relative(DEPLOY_DIR, f), f]))('%s parses', (_name, file) => {
    expect(parseYamlFile(file).length).toBeGreaterThan(0);
  });
});

describe('the Kubernetes manifests (deploy/k8s/)', () => {
  const objects = loadK8sObjects();

  it('are all listed in kustomization.yaml, which lists no other file', () => {
    const [kustomization] = parseYamlFile(join(K8S_DIR, 'kustomization.yaml')) as {
      resources: string[];
    }[];
    const files = yamlFilesUnder(K8S_DIR)
      .map((f) => basename(f))
      .filter((f) => f !== 'kustomization.yaml');
    expect([...(kustomization?.resources ?? [])].sort()).toEqual(files);
  });

  it('select their pods by the labels the Deployments give them', () => {
    for (const deployment of objects.filter((o) => o.kind === 'Deployment')) {
      const labels = podTemplate(deployment).metadata.labels;
      const selected = (o: K8sObject, selector: unknown) =>
        Object.entries(selector as Record<string, string>).every(([k, v]) => labels[k] === v) &&
        o.metadata.name === deployment.metadata.name;
      const select = (o: K8sObject): unknown => {
        if (o.kind === 'Service') return o.spec?.selector;
        if (o.kind === 'Deployment' || o.kind === 'PodDisruptionBudget')
          return (o.spec?.selector as { matchLabels: unknown }).matchLabels;
        if (o.kind === 'NetworkPolicy')
          return (o.spec?.podSelector as { matchLabels: unknown }).matchLabels;
        return undefined;
      };
      const selecting = objects.filter((o) => select(o) && selected(o, select(o)));
      expect(selecting.map((o) => o.kind).sort()).toEqual(
        deployment.metadata.name === 'trini-storefront'
          ? ['Deployment', 'NetworkPolicy', 'PodDisruptionBudget', 'Service']
          : ['Deployment', 'Service'],
      );
    }
  });

  describe.each(SERVERS)('the $name', (server) => {
    const deployment = findObject(objects, 'Deployment', server.k8sName);
    const pod = podTemplate(deployment);
    const container = pod.spec.containers[0]!;
    const image = readImageSpec(server.dockerfile);

    it('runs one container of its image, its ports named http and metrics', () => {
      expect(pod.spec.containers).toHaveLength(1);
      expect(container.image).toBe(server.k8sName);
      expect(container.ports?.map((p) => p.name)).toEqual(['http', 'metrics']);
    });

    it('has a liveness probe on /health and a readiness probe on its readiness path, of its port', () => {
      // The storefront is ready only while it can reach the API (/ready); the mock is the API.
      const readyPath = server.k8sName === 'trini-storefront' ? '/ready' : '/health';
      expect(container.readinessProbe?.httpGet?.path).toBe(readyPath);
      expect(container.livenessProbe?.httpGet?.path).toBe('/health');
      for (const probe of [container.readinessProbe, container.livenessProbe]) {
        expect(portNumber(container, probe?.httpGet?.port ?? '')).toBe(
          portNumber(container, 'http'),
        );
      }
    });

    it("is given more time to stop than the server's drain after SIGTERM, pause included", () => {
      const grace = pod.spec.terminationGracePeriodSeconds ?? 30;
      const pause = container.lifecycle?.preStop?.sleep?.seconds ?? 0;
      expect(grace).toBeGreaterThan(drainSeconds(server) + pause);
    });

    it('is reached through its Service on the http port only, never the metrics port', () => {
      const service = findObject(objects, 'Service', server.k8sName);
      const ports = service.spec?.ports as { targetPort: string | number }[];
      expect(ports.map((p) => portNumber(container, p.targetPort))).toEqual([
        portNumber(container, 'http'),
      ]);
    });

    it('runs with NODE_ENV=production and the test controls off (no MOCK_CONTROLS)', async () => {
      const env = settingsEnv(objects, container, image.env);
      expect(env.NODE_ENV).toBe('production');
      expect(env).not.toHaveProperty(MOCK_CONTROLS_SETTING);
      expect((await serverSettings(server, env)).mockControls).toBe(false);
    });

    it('listens where its settings say: the container ports are the settings’ ports', async () => {
      const settings = await serverSettings(server, settingsEnv(objects, container, image.env));
      expect(settings.host).toBe('0.0.0.0');
      expect(portNumber(container, 'http')).toBe(settings.port);
      expect(portNumber(container, 'metrics')).toBe(settings.metricsPort);
    });
  });

  it('the storefront refuses to start until PUBLIC_ORIGIN is set in its ConfigMap', async () => {
    const settings = findObject(objects, 'ConfigMap', 'trini-storefront-settings').data ?? {};
    expect(settings.PUBLIC_ORIGIN).toBe('');
    const env = { ...readImageSpec(serverNamed('storefront').dockerfile).env, ...settings };
    await expect(serverSettings(serverNamed('storefront'), env)).rejects.toThrow('PUBLIC_ORIGIN');
  });

  it('the mock API takes its secrets from a Secret the operator creates, and refuses without', async () => {
    const mock = serverNamed('mock-api');
    const container = podTemplate(findObject(objects, 'Deployment', 'trini-mock-api')).spec
      .containers[0]!;
    for (const name of ['JWT_SECRET', 'WIPAY_SECRET'])
      expect(container.env?.find((e) => e.name === name)?.valueFrom?.secretKeyRef).toEqual({
        name: 'trini-mock-api-secrets',
        key: name,
      });
    expect(objects.filter((o) => o.kind === 'Secret')).toEqual([]);
    const env = settingsEnv(objects, container, readImageSpec(mock.dockerfile).env);
    delete env.JWT_SECRET;
    delete env.WIPAY_SECRET;
    await expect(serverSettings(mock, env)).rejects.toThrow('JWT_SECRET');
  });

  it('the mock API trusts the storefront pods’ private range, as the storefront trusts the Ingress’s', async () => {
    const trusted = await Promise.all(
      SERVERS.map(async (server) => {
        const { containers } = podTemplate(findObject(objects, 'Deployment', server.k8sName)).spec;
        const env = settingsEnv(objects, containers[0]!, readImageSpec(server.dockerfile).env);
        return (await serverSettings(server, env)).trustProxy;
      }),
    );
    expect(trusted).toEqual([['uniquelocal'], ['uniquelocal']]);
  });

  it('the mock API keeps its state file on its PersistentVolumeClaim, writable by its user', async () => {
    const mock = serverNamed('mock-api');
    const pod = podTemplate(findObject(objects, 'Deployment', 'trini-mock-api'));
    const container = pod.spec.containers[0]!;
    const { stateFile } = await serverSettings(
      mock,
      settingsEnv(objects, container, readImageSpec(mock.dockerfile).env),
    );
    expect(stateFile).toBe('/data/mock-state.json');
    const mount = container.volumeMounts?.find((m) => stateFile?.startsWith(`${m.mountPath}/`));
    expect(mount?.readOnly).not.toBe(true);
    const volume = pod.spec.volumes?.find((v) => v.name === mount?.name);
    const claim = volume?.persistentVolumeClaim?.claimName ?? '';
    expect(findObject(objects, 'PersistentVolumeClaim', claim).spec?.accessModes).toEqual([
      'ReadWriteOnce',
    ]);
    expect(pod.spec.securityContext?.fsGroup).toBe(pod.spec.securityContext?.runAsUser);
    // One pod at a time mounts the claim: the old one stops before the new one starts.
    expect(findObject(objects, 'Deployment', 'trini-mock-api').spec?.strategy).toEqual({
      type: 'Recreate',
    });
  });

  it('the storefront scales from 2 copies by CPU, and keeps one through a disruption', () => {
    const hpa = findObject(objects, 'HorizontalPodAutoscaler', 'trini-storefront');
    expect(hpa.apiVersion).toBe('autoscaling/v2');
    expect(hpa.spec?.scaleTargetRef).toEqual({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      name: 'trini-storefront',
    });
    expect(hpa.spec?.minReplicas).toBeGreaterThanOrEqual(2);
    const container = podTemplate(findObject(objects, 'Deployment', 'trini-storefront')).spec
      .containers[0];
    expect(container?.resources?.requests?.cpu).toBeDefined();
    const pdb = findObject(objects, 'PodDisruptionBudget', 'trini-storefront');
    expect(pdb.apiVersion).toBe('policy/v1');
    expect(pdb.spec?.minAvailable).toBe(1);
  });
});

/**
 * The environment a container's server reads: the image's ENV, its ConfigMaps, its `env` (a
 * Secret's key as a 40-character value; a ConfigMap's key from that ConfigMap), with the shop's
 * PUBLIC_ORIGIN filled in as an operator would.
 */
function settingsEnv(
  objects: K8sObject[],
  container: Container,
  imageEnv: Record<string, string>,
): Record<string, string | undefined> {
  const configMap = (name: string): Record<string, string | undefined> => ({
    ...(findObject(objects, 'ConfigMap', name).data ?? {}),
    PUBLIC_ORIGIN: 'https://shop.example',
  });
  const env: Record<string, string | undefined> = { ...imageEnv };
  for (const from of container.envFrom ?? [])
    if (from.configMapRef) Object.assign(env, configMap(from.configMapRef.name));
  for (const { name, value, valueFrom } of container.env ?? []) {
    if (valueFrom?.secretKeyRef) env[name] = SECRETS[name as keyof typeof SECRETS];
    else if (valueFrom?.configMapKeyRef)
      env[name] = configMap(valueFrom.configMapKeyRef.name)[valueFrom.configMapKeyRef.key];
    else env[name] = value;
  }
  return env;
}

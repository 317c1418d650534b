/**
 * The Kubernetes manifests as `podman kube play` plays them (kube-play.ts): what is played, what
 * is translated or left out, and that the objects are kustomize's. The manifests played on the
 * built images are tested with them, in images-run.test.ts (one build for both).
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { K8S_DIR, findObject, loadK8sObjects, podTemplate } from './k8s-objects.ts';
import { LEFT_OUT, kubePlayManifests, kustomizedObjects } from './kube-play.ts';

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

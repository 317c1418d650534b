import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { K8S_DIR, findObject, loadK8sObjects, podTemplate } from './k8s-objects.ts';
import type { K8sObject } from './k8s-objects.ts';
import { K8S_VERSION, schemaProblem } from './k8s-schema.ts';
import { parseYamlFile } from './yaml-files.ts';

describe(`the Kubernetes manifests against the API schema of Kubernetes ${K8S_VERSION}`, () => {
  const objects = loadK8sObjects();

  it('checks the objects of every file kustomization.yaml lists', () => {
    const [kustomization] = parseYamlFile(join(K8S_DIR, 'kustomization.yaml')) as {
      resources: string[];
    }[];
    expect([...new Set(objects.map((o) => o.file))].sort()).toEqual(
      [...(kustomization?.resources ?? [])].sort(),
    );
  });

  it.each(objects.map((o) => [o.file, o.kind, o.metadata.name, o] as const))(
    '%s: %s %s conforms',
    (_file, _kind, _name, object) => {
      expect(schemaProblem(object)).toBeUndefined();
    },
  );

  /** A deep copy of the manifest object of this kind and name, to break. */
  const copyOf = (kind: string, name: string): K8sObject =>
    structuredClone(findObject(objects, kind, name));

  it('names the file, the object and the field of a container port that is not a number', () => {
    const deployment = copyOf('Deployment', 'trini-storefront');
    const port = podTemplate(deployment).spec.containers[0]!.ports![0]!;
    (port as { containerPort: unknown }).containerPort = 'abc';
    expect(schemaProblem(deployment)).toBe(
      'storefront-deployment.yaml: Deployment trini-storefront: ' +
        'data/spec/template/spec/containers/0/ports/0/containerPort must be integer',
    );
  });

  it('knows the preStop sleep action, which the manifests need 1.30 for: its seconds are a number', () => {
    const deployment = copyOf('Deployment', 'trini-storefront');
    podTemplate(deployment).spec.containers[0]!.lifecycle = {
      preStop: { sleep: { seconds: 'five' as never } },
    };
    expect(schemaProblem(deployment)).toContain(
      'data/spec/template/spec/containers/0/lifecycle/preStop/sleep/seconds must be integer',
    );
  });

  it('finds a Service port without its port number', () => {
    const service = copyOf('Service', 'trini-storefront');
    delete (service.spec?.ports as { port?: number }[])[0]!.port;
    expect(schemaProblem(service)).toBe(
      'storefront-service.yaml: Service trini-storefront: data/spec/ports/0 must have required property port',
    );
  });

  it('finds a ConfigMap value YAML read as a number (an unquoted port)', () => {
    const configMap = copyOf('ConfigMap', 'trini-storefront-settings');
    (configMap.data as Record<string, unknown>).PORT = 4173;
    expect(schemaProblem(configMap)).toContain('data/data/PORT must be string');
  });

  it('finds a memory request that is not a quantity', () => {
    const deployment = copyOf('Deployment', 'trini-mock-api');
    podTemplate(deployment).spec.containers[0]!.resources = { requests: { memory: '256 MB' } };
    expect(schemaProblem(deployment)).toContain(
      'data/spec/template/spec/containers/0/resources/requests/memory must match format "quantity"',
    );
  });

  it(`refuses an API version that Kubernetes ${K8S_VERSION} no longer serves`, () => {
    const hpa = copyOf('HorizontalPodAutoscaler', 'trini-storefront');
    hpa.apiVersion = 'autoscaling/v2beta2';
    expect(schemaProblem(hpa)).toBe(
      `storefront-hpa.yaml: HorizontalPodAutoscaler trini-storefront: no schema for autoscaling/v2beta2 HorizontalPodAutoscaler in Kubernetes ${K8S_VERSION} (src/k8s-schema.ts lists the kinds checked)`,
    );
  });
});

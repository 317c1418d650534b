import { basename, join } from 'node:path';
import { DEPLOY_DIR } from './paths.ts';
import { parseYamlFile, yamlFilesUnder } from './yaml-files.ts';

/** The Kubernetes manifests' folder, deploy/k8s/. */
export const K8S_DIR = join(DEPLOY_DIR, 'k8s');

/** The fields of a Kubernetes object every check reads; the rest is reached by `spec`. */
export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  /** The file it came from (its name in deploy/k8s/). */
  file: string;
  spec?: Record<string, unknown>;
  data?: Record<string, string>;
}

/** A container's port. */
export interface ContainerPort {
  name?: string;
  containerPort: number;
}

/** An HTTP probe. */
export interface Probe {
  httpGet?: { path: string; port: string | number };
  periodSeconds?: number;
  timeoutSeconds?: number;
}

/** A container's securityContext fields the checks read. */
export interface ContainerSecurity {
  allowPrivilegeEscalation?: boolean;
  readOnlyRootFilesystem?: boolean;
  capabilities?: { drop?: string[] };
}

/** The container fields the checks read. */
export interface Container {
  name: string;
  image: string;
  ports?: ContainerPort[];
  envFrom?: { configMapRef?: { name: string } }[];
  env?: {
    name: string;
    value?: string;
    valueFrom?: {
      secretKeyRef?: { name: string; key: string };
      configMapKeyRef?: { name: string; key: string };
    };
  }[];
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  lifecycle?: { preStop?: { sleep?: { seconds: number } } };
  resources?: { requests?: { cpu?: string; memory?: string } };
  volumeMounts?: { name: string; mountPath: string; readOnly?: boolean }[];
  securityContext?: ContainerSecurity;
}

/** A Deployment's pod template fields the checks read. */
export interface PodTemplate {
  metadata: { labels: Record<string, string> };
  spec: {
    terminationGracePeriodSeconds?: number;
    containers: Container[];
    securityContext?: {
      runAsNonRoot?: boolean;
      runAsUser?: number;
      runAsGroup?: number;
      fsGroup?: number;
    };
    volumes?: { name: string; persistentVolumeClaim?: { claimName: string }; emptyDir?: object }[];
  };
}

/**
 * Every object of every manifest under deploy/k8s/ but the kustomization, each with its file
 * name. Throws for a file that does not parse or a document that is not an object with
 * apiVersion, kind and metadata.name.
 */
export function loadK8sObjects(): K8sObject[] {
  return yamlFilesUnder(K8S_DIR)
    .filter((file) => basename(file) !== 'kustomization.yaml')
    .flatMap((file) =>
      parseYamlFile(file).map((doc) => {
        const object = doc as Partial<K8sObject> | null;
        if (!object?.apiVersion || !object.kind || !object.metadata?.name)
          throw new Error(`${basename(file)}: a document without apiVersion, kind, metadata.name`);
        return { ...object, file: basename(file) } as K8sObject;
      }),
    );
}

/** The object of this kind and name; throws naming both when there is none. */
export function findObject(objects: K8sObject[], kind: string, name: string): K8sObject {
  const found = objects.find((o) => o.kind === kind && o.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name} in deploy/k8s/`);
  return found;
}

/** A Deployment's pod template (spec.template). */
export function podTemplate(deployment: K8sObject): PodTemplate {
  return deployment.spec?.template as PodTemplate;
}

/** The number of a container's port, by its name or its number. Throws for an unknown name. */
export function portNumber(container: Container, port: string | number): number {
  if (typeof port === 'number') return port;
  const found = container.ports?.find((p) => p.name === port);
  if (!found) throw new Error(`container ${container.name} has no port named ${port}`);
  return found.containerPort;
}

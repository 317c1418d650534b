import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { PersistentVolumeClaim } from 'kubernetes-models/v1/PersistentVolumeClaim';
import { Service } from 'kubernetes-models/v1/Service';
import type { K8sObject } from './k8s-objects.ts';

/**
 * The Kubernetes release whose API schema the manifests are checked against: kubernetes-models
 * 5.x is generated from its OpenAPI spec. The manifests need 1.30 or newer (the preStop sleep
 * action); 1.36 is a release still supported upstream, and the one the library offers.
 */
export const K8S_VERSION = '1.36';

/** A kubernetes-models class: its apiVersion and kind, and a `validate()` that throws. */
interface SchemaModel {
  readonly apiVersion: string;
  readonly kind: string;
  new (data: never): { validate(): void };
}

/**
 * The kinds the manifests may use, each at an API version that Kubernetes 1.36 serves. Named one
 * by one: kubernetes-models also keeps models of API versions removed since (autoscaling/v2beta2,
 * policy/v1beta1, …), which a cluster of that release would refuse.
 */
const MODELS: readonly SchemaModel[] = [
  ConfigMap,
  Deployment,
  HorizontalPodAutoscaler,
  NetworkPolicy,
  PersistentVolumeClaim,
  PodDisruptionBudget,
  Service,
];

/**
 * What the Kubernetes API schema says is wrong with one manifest object, or undefined when it
 * conforms: `<file>: <kind> <name>: ` then the schema's message (each error as
 * `data/<path> <problem>`), or a sentence saying no model of that apiVersion and kind is known.
 * The schema checks types, formats (quantities, int-or-string), enums and required fields; it
 * lets fields it does not know pass.
 */
export function schemaProblem(object: K8sObject): string | undefined {
  const { file, ...manifest } = object;
  const where = `${file}: ${object.kind} ${object.metadata.name}`;
  const Model = MODELS.find((m) => m.apiVersion === object.apiVersion && m.kind === object.kind);
  if (!Model)
    return `${where}: no schema for ${object.apiVersion} ${object.kind} in Kubernetes ${K8S_VERSION} (src/k8s-schema.ts lists the kinds checked)`;
  try {
    new Model(manifest as never).validate();
    return undefined;
  } catch (error) {
    return `${where}: ${(error as Error).message}`;
  }
}

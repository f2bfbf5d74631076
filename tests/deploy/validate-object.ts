import { K8sObject } from './render-overlay';

/**
 * Where the kubernetes-models family keeps each API group's models: the core and built-in
 * groups in kubernetes-models, the Gateway API's and the Prometheus Operator's CRDs in their
 * own packages (their schemas are the CRDs' OpenAPI schemas).
 */
function packageFor(apiVersion: string): string {
  if (apiVersion.startsWith('gateway.networking.k8s.io/')) return '@kubernetes-models/gateway-api';
  if (apiVersion.startsWith('monitoring.coreos.com/'))
    return '@kubernetes-models/prometheus-operator';
  return 'kubernetes-models';
}

/** Validates an object against its API schema; throws with the schema's complaint. */
export function validateObject(object: K8sObject): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const module = require(`${packageFor(object.apiVersion)}/${object.apiVersion}/${object.kind}`);
  new module[object.kind](withoutBase64LineBreaks(object)).validate();
}

/**
 * kustomize folds long Secret values over lines; the API server's base64 decoder skips the
 * line breaks, the schema's "byte" format does not.
 */
function withoutBase64LineBreaks(object: K8sObject): K8sObject {
  if (object.kind !== 'Secret' || !object.data) return object;
  const data = Object.fromEntries(
    Object.entries(object.data).map(([key, value]) => [key, value.replace(/\s+/g, '')]),
  );
  return { ...object, data };
}

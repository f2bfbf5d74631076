import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';

export const K8S_DIR = join(__dirname, '../../deploy/k8s');

export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };

  spec?: any;
  data?: Record<string, string>;
}

/**
 * `kubectl kustomize` of an overlay, as a platform team would run it: on a copy of deploy/k8s
 * where each overlay's secrets.env is its committed secrets.env.example (the real one is never
 * committed).
 */
export function renderOverlay(overlay: 'dev' | 'prod'): K8sObject[] {
  const work = mkdtempSync(join(tmpdir(), 'caddie-k8s-'));
  try {
    cpSync(K8S_DIR, work, { recursive: true });
    for (const name of readdirSync(join(work, 'overlays'))) {
      const dir = join(work, 'overlays', name);
      cpSync(join(dir, 'secrets.env.example'), join(dir, 'secrets.env'));
    }
    const yaml = execFileSync('kubectl', ['kustomize', join(work, 'overlays', overlay)], {
      encoding: 'utf8',
    });
    return parseAllDocuments(yaml).map((document) => document.toJS() as K8sObject);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export function kustomizeVersion(): string {
  return execFileSync('kubectl', ['version', '--client', '-o', 'json'], { encoding: 'utf8' });
}

export function byKind(objects: K8sObject[], kind: string): K8sObject[] {
  return objects.filter((object) => object.kind === kind);
}

export function named(objects: K8sObject[], kind: string, name: string): K8sObject {
  const found = objects.find((object) => object.kind === kind && object.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name} in the rendered manifests`);
  return found;
}

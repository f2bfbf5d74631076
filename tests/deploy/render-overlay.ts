import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, parseAllDocuments, stringify } from 'yaml';

export const K8S_DIR = join(__dirname, '../../deploy/k8s');

export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };

  spec?: any;
  data?: Record<string, string>;
}

export type Overlay = 'dev' | 'prod';

/**
 * `kubectl kustomize` of an overlay, as a platform team would run it: on a copy of deploy/k8s
 * where each overlay's secrets.env is its committed secrets.env.example (the real one is never
 * committed). `components` are added to the overlay as its README says (e.g. the ingress
 * component instead of the Gateway API route).
 */
export function renderOverlay(overlay: Overlay, components: string[] = []): K8sObject[] {
  const work = mkdtempSync(join(tmpdir(), 'caddie-k8s-'));
  try {
    cpSync(K8S_DIR, work, { recursive: true });
    for (const name of readdirSync(join(work, 'overlays'))) {
      const dir = join(work, 'overlays', name);
      cpSync(join(dir, 'secrets.env.example'), join(dir, 'secrets.env'));
    }
    if (components.length > 0) {
      const file = join(work, 'overlays', overlay, 'kustomization.yaml');
      const kustomization = parse(readFileSync(file, 'utf8'));
      kustomization.components = components.map((name) => `../../components/${name}`);
      writeFileSync(file, stringify(kustomization));
    }
    return render(join(work, 'overlays', overlay));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** `kubectl kustomize` of a folder of deploy/k8s as it is (e.g. the example Gateway). */
export function renderDir(dir: string): K8sObject[] {
  return render(join(K8S_DIR, dir));
}

function render(dir: string): K8sObject[] {
  const yaml = execFileSync('kubectl', ['kustomize', dir], { encoding: 'utf8' });
  return parseAllDocuments(yaml).map((document) => document.toJS() as K8sObject);
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

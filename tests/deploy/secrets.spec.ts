// The Secret each overlay generates from its secrets.env, and which keys each workload takes
// from it: every workload only its own.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { K8S_DIR, byKind, named, renderOverlay } from './render-overlay';

const ROOT = join(K8S_DIR, '../..');

describe.each(['dev', 'prod'] as const)('secrets in the %s overlay', (overlay) => {
  const objects = renderOverlay(overlay);

  it('takes secrets from one generated Secret, each workload only its own keys', () => {
    const [secret] = byKind(objects, 'Secret');
    const keysOf = (name: string) =>
      named(objects, 'Deployment', name)
        .spec.template.spec.containers[0].env?.filter(
          (e: { valueFrom?: { secretKeyRef?: unknown } }) => e.valueFrom?.secretKeyRef,
        )
        .map((e: { valueFrom: { secretKeyRef: { name: string; key: string } } }) => {
          expect(e.valueFrom.secretKeyRef.name).toBe(secret.metadata.name);
          return e.valueFrom.secretKeyRef.key;
        }) ?? [];
    expect(keysOf('web')).toEqual([]);
    expect(keysOf('gateway')).toEqual(['redis-url', 'session-secret']);
    expect(keysOf('auth')).toEqual(['redis-url', 'admin-password-hash']);
    expect(keysOf('faq')).toEqual(['redis-url', 'faq-database-url']);
    const chatKeys = ['redis-url', 'chat-database-url', 'llm-api-key', 'handoff-webhook-secret'];
    expect(keysOf('chat')).toEqual(chatKeys);
    for (const key of [
      'redis-url',
      'session-secret',
      'admin-password-hash',
      'faq-database-url',
      'chat-database-url',
    ]) {
      expect(Object.keys(secret.data ?? {})).toContain(key);
    }
  });

  it('lists every key a workload reads in secrets.env.example, optional ones commented out', () => {
    const example = readFileSync(join(K8S_DIR, 'overlays', overlay, 'secrets.env.example'), 'utf8');
    const listed = [...example.matchAll(/^#? ?([a-z][a-z-]+)=/gm)].map((match) => match[1]);
    const read = byKind(objects, 'Deployment').flatMap((deployment) =>
      (deployment.spec.template.spec.containers[0].env ?? [])
        .filter((e: { valueFrom?: { secretKeyRef?: unknown } }) => e.valueFrom?.secretKeyRef)
        .map((e: { valueFrom: { secretKeyRef: { key: string } } }) => e.valueFrom.secretKeyRef.key),
    );
    for (const key of read) expect([key, listed.includes(key)]).toEqual([key, true]);
  });

  it('hands handoff-webhook-secret to the chat service as the variable its config reads', () => {
    const chat = named(objects, 'Deployment', 'chat').spec.template.spec.containers[0];
    const variable = chat.env.find(
      (e: { valueFrom?: { secretKeyRef?: { key: string } } }) =>
        e.valueFrom?.secretKeyRef?.key === 'handoff-webhook-secret',
    );
    expect(variable.name).toBe('HANDOFF_WEBHOOK_SECRET');
    const configDir = join(ROOT, 'services/chat/src/config');
    const config = readdirSync(configDir)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'))
      .map((file) => readFileSync(join(configDir, file), 'utf8'))
      .join('\n');
    expect(config).toMatch(/^\s*HANDOFF_WEBHOOK_SECRET\?: string;/m);
    const readme = readFileSync(join(ROOT, 'deploy/README.md'), 'utf8');
    expect(readme).toContain('`handoff-webhook-secret`');
  });
});

// The Secret each overlay generates from its secrets.env, and which keys each workload takes
// from it: every workload only its own.
import { byKind, named, renderOverlay } from './render-overlay';

describe.each(['dev', 'prod'] as const)('secrets in the %s overlay', (overlay) => {
  const objects = renderOverlay(overlay);

  it('takes secrets from one generated Secret, each workload only its own keys', () => {
    const [secret] = byKind(objects, 'Secret');
    const keysOf = (name: string) =>
      named(objects, 'Deployment', name)
        .spec.template.spec.containers[0].env?.filter((e: { valueFrom?: unknown }) => e.valueFrom)
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
});

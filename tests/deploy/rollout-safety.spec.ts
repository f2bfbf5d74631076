// What a platform team needs for rollouts that drop nothing and settings that take effect:
// each loose end of the manifests as a test, on both rendered overlays.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { K8S_DIR, byKind, named, renderOverlay } from './render-overlay';

const WORKLOADS = ['web', 'gateway', 'auth', 'faq', 'chat'];

describe.each(['dev', 'prod'] as const)('rollouts and settings in the %s overlay', (overlay) => {
  const objects = renderOverlay(overlay);
  const deployments = byKind(objects, 'Deployment');

  it('leaves the replica count of an autoscaled Deployment to its autoscaler', () => {
    for (const hpa of byKind(objects, 'HorizontalPodAutoscaler')) {
      const target = named(objects, 'Deployment', hpa.spec.scaleTargetRef.name);
      expect(target.spec.replicas).toBeUndefined();
    }
  });

  it('spreads every Deployment over nodes and zones, each workload by itself', () => {
    for (const deployment of deployments) {
      const spread = deployment.spec.template.spec.topologySpreadConstraints;
      expect(spread.map((c: { topologyKey: string }) => c.topologyKey)).toEqual([
        'kubernetes.io/hostname',
        'topology.kubernetes.io/zone',
      ]);
      for (const constraint of spread)
        expect(constraint.matchLabelKeys).toEqual(['app.kubernetes.io/name', 'pod-template-hash']);
    }
  });

  it('drains the gateway and web before they stop: preStop wait, then the grace period', () => {
    for (const name of ['gateway', 'web']) {
      const pod = named(objects, 'Deployment', name).spec.template.spec;
      expect(pod.containers[0].lifecycle.preStop.exec.command).toEqual(['sleep', '5']);
    }
    // The gateway's own drain is SHUTDOWN_GRACE_MS, 20 s by default, after the 5 s wait.
    const gateway = named(objects, 'Deployment', 'gateway').spec.template.spec;
    expect(gateway.terminationGracePeriodSeconds).toBeGreaterThanOrEqual(5 + 20);
  });

  it('generates the ConfigMap with a hash of its content in the name, so a change rolls pods', () => {
    const [config] = byKind(objects, 'ConfigMap').filter((map) =>
      map.metadata.name.startsWith('caddie-config-'),
    );
    expect(config.metadata.name).toMatch(/^caddie-config-[a-z0-9]{10}$/);
    for (const name of WORKLOADS.filter((workload) => workload !== 'web')) {
      const container = named(objects, 'Deployment', name).spec.template.spec.containers[0];
      expect(container.envFrom).toContainEqual({ configMapRef: { name: config.metadata.name } });
    }
  });

  it('labels the namespace for Pod Security Admission, and every pod meets the restricted profile', () => {
    const [namespace] = byKind(objects, 'Namespace');
    expect(namespace.metadata.labels).toMatchObject({
      'pod-security.kubernetes.io/enforce': 'restricted',
    });
    for (const workload of [...deployments, ...byKind(objects, 'StatefulSet')]) {
      const pod = workload.spec.template.spec;
      expect(pod.securityContext).toMatchObject({
        runAsNonRoot: true,
        seccompProfile: { type: 'RuntimeDefault' },
      });
      for (const container of [...pod.containers, ...(pod.initContainers ?? [])])
        expect(container.securityContext).toMatchObject({
          allowPrivilegeEscalation: false,
          capabilities: { drop: ['ALL'] },
        });
    }
  });

  if (overlay === 'prod') {
    it('open exactly the ports of the example store URLs, so a filled-in secrets.env is reachable', () => {
      const example = readFileSync(join(K8S_DIR, 'overlays/prod/secrets.env.example'), 'utf8');
      const portOf = (key: string) =>
        Number(new URL(new RegExp(`^${key}=(.+)$`, 'm').exec(example)![1]).port);
      const egressPorts = (name: string) =>
        named(objects, 'NetworkPolicy', name).spec.egress.flatMap(
          (rule: { ports: { port: number }[] }) => rule.ports.map((port) => port.port),
        );
      expect(egressPorts('redis-egress')).toEqual([portOf('redis-url')]);
      expect(egressPorts('postgres-egress')).toEqual([portOf('faq-database-url')]);
      expect(portOf('chat-database-url')).toBe(portOf('faq-database-url'));
    });
  }

  it('has a PodDisruptionBudget for every workload', () => {
    for (const name of WORKLOADS) {
      const budget = named(objects, 'PodDisruptionBudget', name);
      expect(budget.spec.selector.matchLabels).toEqual(
        named(objects, 'Deployment', name).spec.selector.matchLabels,
      );
      expect(budget.spec.maxUnavailable).toBe(1);
    }
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  K8S_DIR,
  K8sObject,
  byKind,
  kustomizeVersion,
  named,
  renderOverlay,
} from './render-overlay';
import { validateObject } from './validate-object';

const WORKLOADS = ['web', 'gateway', 'auth', 'faq', 'chat'];
const SERVICES = ['auth', 'faq', 'chat'];

const rendered = { dev: renderOverlay('dev'), prod: renderOverlay('prod') };

describe('kubectl kustomize', () => {
  it('is kustomize v5 or later (what the overlays are written for)', () => {
    const { kustomizeVersion: version } = JSON.parse(kustomizeVersion());
    expect(Number(/^v(\d+)/.exec(version)?.[1])).toBeGreaterThanOrEqual(5);
  });
});

describe.each(['dev', 'prod'] as const)('the %s overlay', (overlay) => {
  const objects = rendered[overlay];
  const deployments = byKind(objects, 'Deployment');

  it('renders, and every object validates against the Kubernetes schemas', () => {
    expect(objects.length).toBeGreaterThan(25);
    for (const object of objects) {
      expect(() => validateObject(object)).not.toThrow();
    }
  });

  it('has a Deployment and a Service for web, the gateway and each service', () => {
    for (const name of WORKLOADS) {
      const selector = named(objects, 'Deployment', name).spec.selector.matchLabels;
      expect(named(objects, 'Service', name).spec.selector).toEqual(selector);
    }
  });

  // What the edge routes, and who may reach web and the gateway: tests/deploy/edge.spec.ts.

  it.each(WORKLOADS)('%s: probes on its health endpoints, requests and limits', (name) => {
    const [container] = named(objects, 'Deployment', name).spec.template.spec.containers;
    const path = (probe: { httpGet: { path: string } }) => probe.httpGet.path;
    const expected =
      name === 'web'
        ? { live: '/healthz', ready: '/healthz' }
        : name === 'gateway'
          ? { live: '/api/health/live', ready: '/api/health/ready' }
          : { live: '/health/live', ready: '/health/ready' };
    expect(path(container.livenessProbe)).toBe(expected.live);
    expect(path(container.readinessProbe)).toBe(expected.ready);
    expect(container.startupProbe.httpGet).toBeDefined();
    for (const kind of ['requests', 'limits']) {
      expect(container.resources[kind]).toEqual({
        cpu: expect.anything(),
        memory: expect.anything(),
      });
    }
  });

  it.each(WORKLOADS)(
    '%s: non-root, read-only root, no capabilities, RuntimeDefault seccomp',
    (name) => {
      const pod = named(objects, 'Deployment', name).spec.template.spec;
      expect(pod.securityContext).toMatchObject({
        runAsNonRoot: true,
        runAsUser: name === 'web' ? 101 : 1000,
        seccompProfile: { type: 'RuntimeDefault' },
      });
      expect(pod.automountServiceAccountToken).toBe(false);
      const [container] = pod.containers;
      expect(container.securityContext).toEqual({
        allowPrivilegeEscalation: false,
        readOnlyRootFilesystem: true,
        capabilities: { drop: ['ALL'] },
      });
      // The one writable path is an emptyDir (web writes its embed snippet there too:
      // embed-origins.spec.ts).
      expect(container.volumeMounts).toEqual([{ name: 'tmp', mountPath: '/tmp' }]);
      expect(pod.volumes).toEqual([{ name: 'tmp', emptyDir: expect.any(Object) }]);
    },
  );

  it('autoscales the gateway and the chat service on CPU', () => {
    const autoscalers = byKind(objects, 'HorizontalPodAutoscaler');
    expect(autoscalers.map((hpa) => hpa.spec.scaleTargetRef.name).sort()).toEqual([
      'chat',
      'gateway',
    ]);
    for (const hpa of autoscalers) {
      expect(hpa.apiVersion).toBe('autoscaling/v2');
      expect(hpa.spec.maxReplicas).toBeGreaterThan(hpa.spec.minReplicas);
      expect(hpa.spec.metrics[0].resource).toMatchObject({ name: 'cpu' });
    }
  });

  describe('network policies', () => {
    const policies = byKind(objects, 'NetworkPolicy');
    const selects = (policy: K8sObject, app: string) => {
      const selector = policy.spec.podSelector;
      if (!selector.matchLabels && !selector.matchExpressions) return true;
      if (selector.matchLabels) return selector.matchLabels['app.kubernetes.io/name'] === app;
      return selector.matchExpressions[0].values.includes(app);
    };
    // The scraper's way in, to the metrics ports only: tests/deploy/monitoring.spec.ts.
    const ingressTo = (app: string) =>
      policies
        .filter((p) => p.spec.ingress && selects(p, app))
        .filter((p) => p.metadata.name !== 'metrics-from-scraper')
        .flatMap((p) => p.spec.ingress);

    it('deny everything by default, both ways', () => {
      expect(named(objects, 'NetworkPolicy', 'default-deny').spec).toEqual({
        podSelector: {},
        policyTypes: ['Ingress', 'Egress'],
      });
    });

    it('let only the edge reach web and the gateway', () => {
      expect(ingressTo('web')).toEqual(
        named(objects, 'NetworkPolicy', 'web-from-edge').spec.ingress,
      );
      expect(ingressTo('gateway')).toEqual(
        named(objects, 'NetworkPolicy', 'gateway-from-edge').spec.ingress,
      );
    });

    it('let nothing but the scraper connect to the services (the gateway uses Redis)', () => {
      for (const app of SERVICES) expect(ingressTo(app)).toEqual([]);
    });

    it('let each workload reach only its own stores', () => {
      const egressFrom = (app: string) =>
        policies
          .filter((p) => p.spec.egress && selects(p, app) && p.metadata.name !== 'allow-dns')
          .flatMap((p) => p.spec.egress)
          .map((rule: { ports: { port: number }[] }) => rule.ports.map((p) => p.port))
          .flat()
          .sort();
      expect(egressFrom('web')).toEqual([]);
      expect(egressFrom('gateway')).toEqual([6379]);
      expect(egressFrom('auth')).toEqual([6379]);
      expect(egressFrom('faq')).toEqual([5432, 6379]);
      // Its stores, and the helpdesk's HTTPS for the handoff webhook.
      expect(egressFrom('chat')).toEqual([443, 5432, 6379]);
    });

    it("let only the chat service reach the handoff webhook: HTTPS, to the overlay's address", () => {
      const policy = named(objects, 'NetworkPolicy', 'handoff-webhook-egress');
      expect(policy.spec.podSelector).toEqual({
        matchLabels: { 'app.kubernetes.io/name': 'chat' },
      });
      expect(policy.spec.policyTypes).toEqual(['Egress']);
      expect(policy.spec.egress).toHaveLength(1);
      const [rule] = policy.spec.egress;
      expect(rule.ports).toEqual([{ protocol: 'TCP', port: 443 }]);
      // Never everywhere: a namespace, or an address range that is not the whole Internet.
      expect(rule.to).toHaveLength(1);
      const [peer] = rule.to;
      if (overlay === 'prod')
        expect(peer.ipBlock.cidr).toMatch(/^\d+\.\d+\.\d+\.\d+\/(8|9|[12]\d|3[0-2])$/);
      else expect(Object.keys(peer)).toEqual(['namespaceSelector']);
      for (const app of ['web', 'gateway', 'auth', 'faq'])
        expect(
          policies.filter(
            (p) => p.spec.egress && selects(p, app) && p.metadata.name === policy.metadata.name,
          ),
        ).toEqual([]);
    });

    if (overlay === 'dev') {
      it('let only caddie workloads reach Redis, and only faq and chat reach Postgres', () => {
        const apps = (app: string) =>
          ingressTo(app).flatMap(
            (rule: { from: { podSelector: { matchExpressions: { values: string[] }[] } }[] }) =>
              rule.from.flatMap((from) => from.podSelector.matchExpressions[0].values),
          );
        expect(apps('redis').sort()).toEqual(['auth', 'chat', 'faq', 'gateway']);
        expect(apps('postgres').sort()).toEqual(['chat', 'faq']);
      });
    }
  });

  it('commits no secret values: secrets.env is ignored by git and only an example is in the repo', () => {
    const ignored = readFileSync(join(K8S_DIR, '../../.gitignore'), 'utf8');
    expect(ignored).toMatch(/^deploy\/k8s\/overlays\/\*\/secrets\.env$/m);
    const example = readFileSync(join(K8S_DIR, 'overlays', overlay, 'secrets.env.example'), 'utf8');
    expect(example).toMatch(/change-me/);
  });

  if (overlay === 'dev') {
    it('runs Postgres and Redis as StatefulSets in the namespace, one replica of everything', () => {
      expect(
        byKind(objects, 'StatefulSet')
          .map((s) => s.metadata.name)
          .sort(),
      ).toEqual(['postgres', 'redis']);
      for (const deployment of deployments) expect(deployment.spec.replicas ?? 1).toBe(1);
    });
  } else {
    it('points at external stores, runs two replicas of everything, TLS and Secure cookies', () => {
      expect(byKind(objects, 'StatefulSet')).toEqual([]);
      const autoscaled = new Map(
        byKind(objects, 'HorizontalPodAutoscaler').map((hpa) => [
          hpa.spec.scaleTargetRef.name,
          hpa.spec.minReplicas,
        ]),
      );
      for (const deployment of deployments)
        expect(
          deployment.spec.replicas ?? autoscaled.get(deployment.metadata.name),
        ).toBeGreaterThanOrEqual(2);
      const [config] = byKind(objects, 'ConfigMap').filter((map) =>
        map.metadata.name.startsWith('caddie-config-'),
      );
      expect(config.data?.COOKIE_SECURE).toBe('true');
      // TLS at the edge and images by digest: tests/deploy/edge.spec.ts.
    });
  }
});

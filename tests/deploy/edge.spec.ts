// The public edge: a Gateway API HTTPRoute by default, an Ingress with the ingress component.
// Either way only the public API reaches the gateway (never /api/health/* or the metrics
// port) and everything else the web page; only the edge's namespace reaches those pods.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { K8sObject, Overlay, byKind, named, renderDir, renderOverlay } from './render-overlay';
import { validateObject } from './validate-object';

const GATEWAY_SRC = join(__dirname, '../../services/gateway/src');

/** A backend the edge sends a request to: the Service and its port, as the route names it. */
interface Backend {
  service: string;
  port: string | number;
}
interface PathRule {
  type: 'Prefix' | 'Exact';
  path: string;
  backend: Backend;
}

/** The path rules of an HTTPRoute or an Ingress, in one form. */
function pathRules(edge: K8sObject): PathRule[] {
  if (edge.kind === 'HTTPRoute')
    return edge.spec.rules.flatMap(
      (rule: {
        matches: { path: { type: string; value: string } }[];
        backendRefs: { name: string; port: number }[];
      }) => {
        expect(rule.backendRefs).toHaveLength(1);
        const backend = { service: rule.backendRefs[0].name, port: rule.backendRefs[0].port };
        return rule.matches.map(({ path }) => ({
          type: path.type === 'PathPrefix' ? 'Prefix' : path.type,
          path: path.value,
          backend,
        }));
      },
    );
  return edge.spec.rules.flatMap(
    (rule: {
      http: {
        paths: {
          path: string;
          pathType: string;
          backend: { service: { name: string; port: { name?: string; number?: number } } };
        }[];
      };
    }) =>
      rule.http.paths.map(({ path, pathType, backend }) => ({
        type: pathType as 'Prefix' | 'Exact',
        path,
        backend: {
          service: backend.service.name,
          port: backend.service.port.name ?? backend.service.port.number!,
        },
      })),
  );
}

/**
 * Where a request path goes, as both APIs define matching: an Exact match first, else the
 * longest Prefix match, a prefix matching whole path elements (/api/chat matches /api/chat/x,
 * never /api/chatter).
 */
function routeOf(rules: PathRule[], requestPath: string): Backend | undefined {
  const exact = rules.find((rule) => rule.type === 'Exact' && rule.path === requestPath);
  if (exact) return exact.backend;
  const matches = (prefix: string) =>
    prefix === '/' ||
    requestPath === prefix.replace(/\/$/, '') ||
    requestPath.startsWith(prefix.replace(/\/$/, '') + '/');
  return rules
    .filter((rule) => rule.type === 'Prefix' && matches(rule.path))
    .sort((a, b) => b.path.length - a.path.length)[0]?.backend;
}

/** The path prefix of every HTTP controller of the gateway (its global prefix is /api). */
function gatewayControllerPrefixes(): string[] {
  const files = readdirSync(GATEWAY_SRC, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.controller.ts'),
  );
  return files.flatMap((file) => {
    const source = readFileSync(join(GATEWAY_SRC, file), 'utf8');
    if (!/@(Get|Post|Put|Patch|Delete|All)\(/.test(source)) return [];
    return [...source.matchAll(/@Controller\(\s*'([^']+)'/g)].map((match) => `/api/${match[1]}`);
  });
}

const INTERNAL = ['/api/health/live', '/api/health/ready', '/api/health/services', '/metrics'];
const API = [
  '/api/chat',
  '/api/chat/sessions',
  '/api/auth/login',
  '/api/faqs/7',
  '/api/openapi.json',
];
const PAGES = ['/', '/admin', '/embed', '/widget.js', '/assets/index-abc.js'];

const variants: [Overlay, string, string[]][] = [
  ['dev', 'Gateway API', []],
  ['prod', 'Gateway API', []],
  ['dev', 'ingress component', ['ingress']],
  ['prod', 'ingress component', ['ingress']],
];

describe.each(variants)('the edge of the %s overlay (%s)', (overlay, variant, components) => {
  const objects = renderOverlay(overlay, components);
  const edges = [...byKind(objects, 'HTTPRoute'), ...byKind(objects, 'Ingress')];

  it('renders, and every object validates against its schema (the Gateway API CRDs too)', () => {
    for (const object of objects) expect(() => validateObject(object)).not.toThrow();
  });

  it('has one edge object: the HTTPRoute, or the Ingress with the ingress component', () => {
    expect(edges.map((edge) => edge.kind)).toEqual([
      components.includes('ingress') ? 'Ingress' : 'HTTPRoute',
    ]);
  });

  it('routes the public API to the gateway and every other path to the web page', () => {
    const rules = pathRules(edges[0]);
    for (const path of API)
      expect([path, routeOf(rules, path)?.service]).toEqual([path, 'gateway']);
    for (const path of PAGES) expect([path, routeOf(rules, path)?.service]).toEqual([path, 'web']);
  });

  it('never routes the health endpoints or the metrics port to the gateway', () => {
    const rules = pathRules(edges[0]);
    for (const path of INTERNAL)
      expect([path, routeOf(rules, path)?.service]).not.toEqual([path, 'gateway']);
    const gatewayPorts = named(objects, 'Service', 'gateway').spec.ports as {
      name: string;
      port: number;
    }[];
    const http = gatewayPorts.find((port) => port.name === 'http')!;
    for (const { backend } of rules.filter((rule) => rule.backend.service === 'gateway'))
      expect([http.name, http.port]).toContain(backend.port);
  });

  it('routes every HTTP controller of the gateway but health (a new one needs its prefix here)', () => {
    const prefixes = gatewayControllerPrefixes();
    expect(prefixes).toContain('/api/health');
    expect(prefixes).toContain('/api/chat');
    const rules = pathRules(edges[0]);
    for (const prefix of prefixes.filter((prefix) => prefix !== '/api/health'))
      expect([prefix, routeOf(rules, prefix)?.service]).toEqual([prefix, 'gateway']);
  });

  it('lets only the edge reach web and the gateway, and only on their HTTP ports', () => {
    const edgeNamespace = components.includes('ingress')
      ? { 'kubernetes.io/metadata.name': 'ingress-nginx' }
      : { 'caddie.io/edge': 'true' };
    for (const [app, port] of [
      ['web', 8080],
      ['gateway', 3000],
    ] as const) {
      expect(named(objects, 'NetworkPolicy', `${app}-from-edge`).spec).toEqual({
        podSelector: { matchLabels: { 'app.kubernetes.io/name': app } },
        policyTypes: ['Ingress'],
        ingress: [
          {
            from: [{ namespaceSelector: { matchLabels: edgeNamespace } }],
            ports: [{ protocol: 'TCP', port }],
          },
        ],
      });
    }
  });

  if (overlay === 'prod')
    it('serves the public host, with TLS', () => {
      if (edges[0].kind === 'HTTPRoute') {
        expect(edges[0].spec.hostnames).toEqual(['chat.example.com']);
        expect(edges[0].spec.parentRefs).toEqual([
          expect.objectContaining({
            name: 'caddie',
            namespace: 'caddie-edge',
            sectionName: 'https',
          }),
        ]);
      } else {
        expect(edges[0].spec.rules[0].host).toBe('chat.example.com');
        expect(edges[0].spec.tls).toEqual([
          { hosts: ['chat.example.com'], secretName: 'caddie-tls' },
        ]);
      }
    });
});

describe('the example Gateway (deploy/k8s/edge-gateway)', () => {
  const objects = renderDir('edge-gateway');
  const gateway = named(objects, 'Gateway', 'caddie');
  const route = renderOverlay('prod').find((object) => object.kind === 'HTTPRoute')!;

  it('renders, and every object validates against its schema', () => {
    expect(objects.map((object) => object.kind).sort()).toEqual([
      'Gateway',
      'HTTPRoute',
      'Namespace',
    ]);
    for (const object of objects) expect(() => validateObject(object)).not.toThrow();
  });

  it("is the one Caddie's route attaches to, in a namespace the edge policies admit", () => {
    const [parent] = route.spec.parentRefs;
    expect(gateway.metadata).toMatchObject({ name: parent.name, namespace: parent.namespace });
    expect(named(objects, 'Namespace', parent.namespace).metadata.labels).toMatchObject({
      'caddie.io/edge': 'true',
    });
  });

  it("admits Caddie's routes on HTTPS only, for the route's host, and redirects plain HTTP", () => {
    const listener = (name: string) =>
      gateway.spec.listeners.find((candidate: { name: string }) => candidate.name === name);
    const https = listener(route.spec.parentRefs[0].sectionName);
    expect(https).toMatchObject({
      protocol: 'HTTPS',
      port: 443,
      hostname: route.spec.hostnames[0],
    });
    expect(https.tls.certificateRefs).toEqual([{ kind: 'Secret', name: 'caddie-tls' }]);
    expect(https.allowedRoutes.namespaces.selector.matchExpressions[0].values).toEqual([
      'caddie',
      'caddie-dev',
    ]);
    expect(listener('http').allowedRoutes.namespaces.from).toBe('Same');
    const redirect = named(objects, 'HTTPRoute', 'https-redirect');
    expect(redirect.spec.parentRefs).toEqual([{ name: 'caddie', sectionName: 'http' }]);
    expect(redirect.spec.rules[0].filters[0].requestRedirect).toEqual({
      scheme: 'https',
      statusCode: 301,
    });
  });
});

describe('images in the prod overlay', () => {
  const objects = renderOverlay('prod');

  it('are pinned by digest, never by a tag, and the README says how the release fills them', () => {
    const images = byKind(objects, 'Deployment').flatMap((deployment) =>
      deployment.spec.template.spec.containers.map(
        (container: { image: string }) => container.image,
      ),
    );
    expect(images).toHaveLength(5);
    for (const image of images)
      expect(image).toMatch(/^registry\.example\.com\/caddie\/\w+@sha256:[0-9a-f]{64}$/);
    const readme = readFileSync(join(__dirname, '../../deploy/README.md'), 'utf8');
    expect(readme).toMatch(/kustomize edit set image caddie-\w+=[^\s]+@sha256:/);
  });
});

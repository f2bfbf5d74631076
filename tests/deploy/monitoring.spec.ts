// What a platform team's Prometheus needs to scrape Caddie: named ports to scrape on every
// process, a NetworkPolicy that lets only a labelled scraper namespace reach them, the example
// ServiceMonitor aimed at those ports, and a Grafana dashboard that loads. (That each family
// the dashboard charts is really served: tests/integration/metrics.spec.ts.)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { byKind, named, renderOverlay } from './render-overlay';
import { validateObject } from './validate-object';

const MONITORING = join(__dirname, '../../deploy/monitoring');
const SCRAPED = { gateway: 'metrics', auth: 'health', faq: 'health', chat: 'health' };

describe.each(['dev', 'prod'] as const)('metrics in the %s overlay', (overlay) => {
  const objects = renderOverlay(overlay);

  it('names the port each process serves /metrics on, in its pod and its Service', () => {
    for (const [name, port] of Object.entries(SCRAPED)) {
      const container = named(objects, 'Deployment', name).spec.template.spec.containers[0];
      expect(container.ports.map((p: { name: string }) => p.name)).toContain(port);
      const service = named(objects, 'Service', name);
      expect(service.spec.ports.map((p: { name: string }) => p.name)).toContain(port);
      expect(service.metadata.labels?.['app.kubernetes.io/part-of']).toBe('caddie');
    }
  });

  it('lets in only a namespace labelled as the scraper, and only on those ports', () => {
    const policy = named(objects, 'NetworkPolicy', 'metrics-from-scraper');
    expect(policy.spec.podSelector.matchExpressions[0].values.sort()).toEqual(
      Object.keys(SCRAPED).sort(),
    );
    expect(policy.spec.ingress).toEqual([
      {
        from: [{ namespaceSelector: { matchLabels: { 'caddie.io/metrics-scraper': 'true' } } }],
        ports: [
          { protocol: 'TCP', port: 'health' },
          { protocol: 'TCP', port: 'metrics' },
        ],
      },
    ]);
    // The gateway's public policy still opens only its HTTP port.
    const ingress = named(objects, 'NetworkPolicy', 'gateway-from-edge');
    expect(ingress.spec.ingress[0].ports).toEqual([{ protocol: 'TCP', port: 3000 }]);
  });

  it('never routes the metrics port through the edge', () => {
    for (const route of byKind(objects, 'HTTPRoute')) {
      const ports = route.spec.rules.flatMap((rule: { backendRefs: { port: number }[] }) =>
        rule.backendRefs.map((backend) => backend.port),
      );
      expect(ports).not.toContain(9464);
    }
    for (const ingress of byKind(objects, 'Ingress')) {
      const backends = ingress.spec.rules.flatMap(
        (rule: { http: { paths: { backend: { service: { port: object } } }[] } }) =>
          rule.http.paths.map((path) => path.backend.service.port),
      );
      expect(backends).not.toContainEqual({ name: 'metrics' });
      expect(backends).not.toContainEqual({ number: 9464 });
    }
  });
});

describe('the example ServiceMonitor', () => {
  const monitor = parse(readFileSync(join(MONITORING, 'service-monitor.yaml'), 'utf8'));

  it('selects the Services of Caddie and scrapes /metrics on the health and metrics ports', () => {
    expect(monitor).toMatchObject({
      apiVersion: 'monitoring.coreos.com/v1',
      kind: 'ServiceMonitor',
      spec: { selector: { matchLabels: { 'app.kubernetes.io/part-of': 'caddie' } } },
    });
    const endpoints = monitor.spec.endpoints as { port: string; path: string }[];
    expect(endpoints.map((endpoint) => endpoint.port).sort()).toEqual(['health', 'metrics']);
    for (const endpoint of endpoints)
      expect(endpoint).toMatchObject({ path: '/metrics', honorLabels: false });
    expect(() => validateObject(monitor)).not.toThrow();
  });
});

describe('the Grafana dashboard', () => {
  const dashboard = JSON.parse(readFileSync(join(MONITORING, 'grafana-dashboard.json'), 'utf8'));
  interface Chart {
    type: string;
    datasource: { uid: string };
    targets: { expr: string }[];
  }
  const charts = (dashboard.panels as Chart[]).filter((panel) => panel.type !== 'row');

  it('takes its Prometheus as a variable, so it imports into any Grafana', () => {
    expect(dashboard.templating.list[0]).toMatchObject({ type: 'datasource', query: 'prometheus' });
    for (const panel of charts) expect(panel.datasource.uid).toBe('${datasource}');
  });

  it("groups and labels by Caddie's own labels, never the operator's `service`", () => {
    const text = charts
      .flatMap((panel) => panel.targets)
      .map((target) => JSON.stringify(target))
      .join('\n');
    expect(text).not.toMatch(/\bby \([^)]*\bservice\b/);
    expect(text).not.toContain('{{service}}');
    expect(text).toContain('by (callee, outcome)');
    expect(text).toContain('{{caddie_service}}');
  });

  it('charts HTTP, RPC, chat outcomes, the index, the pools and the processes', () => {
    const exprs = charts
      .flatMap((panel) => panel.targets)
      .map((target) => target.expr)
      .join('\n');
    for (const family of [
      'caddie_http_request_duration_seconds',
      'caddie_rpc_call_duration_seconds',
      'caddie_chat_replies_total',
      'caddie_faq_index_faqs',
      'caddie_faq_index_rebuild_seconds',
      'caddie_db_pool_connections',
      'process_resident_memory_bytes',
    ])
      expect(exprs).toContain(family);
  });

  it('lays its panels out without overlap, with a unique id each', () => {
    const panels = dashboard.panels as { id: number; gridPos: Record<string, number> }[];
    expect(new Set(panels.map((panel) => panel.id)).size).toBe(panels.length);
    const cells = new Set<string>();
    for (const { gridPos } of panels) {
      expect(gridPos.x + gridPos.w).toBeLessThanOrEqual(24);
      for (let x = gridPos.x; x < gridPos.x + gridPos.w; x++)
        for (let y = gridPos.y; y < gridPos.y + gridPos.h; y++) {
          expect(cells.has(`${x},${y}`)).toBe(false);
          cells.add(`${x},${y}`);
        }
    }
  });
});

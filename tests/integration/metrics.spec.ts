// Metrics as an operator scrapes them: the gateway on its own port, each service on its health
// port, in Prometheus's text format, with the families deploy/monitoring's dashboard charts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Mode, TestStack } from '../support/test-stack';
import { describeWithRealStores } from '../support/stores-check';

jest.setTimeout(90_000);

const DASHBOARD = join(__dirname, '../../deploy/monitoring/grafana-dashboard.json');

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The sample lines of a scrape in Prometheus's text format. */
function samplesIn(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [, name, labelText = '', value] = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line)!;
      const labels = Object.fromEntries(
        [...labelText.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, val]) => [key, val]),
      );
      return { name, labels, value: Number(value) };
    });
}

/** The value of the one sample with this name and (at least) these labels. */
function valueOf(text: string, name: string, labels: Record<string, string>): number | undefined {
  const found = samplesIn(text).filter(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([k, v]) => sample.labels[k] === v),
  );
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match`);
  return found[0]?.value;
}

/**
 * The families the dashboard's queries read (a histogram's by its _bucket, _sum or _count):
 * each selector's name, before its braces (caddie_service is a label, not a family).
 */
function dashboardMetrics(): string[] {
  const dashboard = JSON.parse(readFileSync(DASHBOARD, 'utf8')) as {
    panels: { targets?: { expr: string }[] }[];
  };
  const exprs = dashboard.panels.flatMap((panel) => panel.targets ?? []).map((t) => t.expr);
  return [
    ...new Set(exprs.flatMap((expr) => expr.match(/\b(?:caddie|process|nodejs)_\w+(?=\{)/g) ?? [])),
  ];
}

function metricsIn(stack: TestStack, mode: Mode): void {
  const scrapes = new Map<string, string>();
  beforeAll(async () => {
    await stack.start();
    const created = await fetch(`${stack.baseUrl}/api/chat/session`, { method: 'POST' });
    const { sessionId } = (await created.json()) as { sessionId: string };
    for (const message of ['What is your return policy?', 'Do you repair lawn mowers?']) {
      const reply = await fetch(`${stack.baseUrl}/api/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message, sessionId }),
      });
      expect(reply.status).toBe(200);
    }
    const ports = stack.servicePorts;
    const urls = {
      gateway: `http://127.0.0.1:${ports.gatewayMetrics}/metrics`,
      auth: `http://127.0.0.1:${ports.authHealth}/metrics`,
      faq: `http://127.0.0.1:${ports.faqHealth}/metrics`,
      chat: `http://127.0.0.1:${ports.chatHealth}/metrics`,
    };
    for (const [service, url] of Object.entries(urls)) {
      const response = await fetch(url);
      expect(response.status).toBe(200);
      // Prometheus's text format, version 0.0.4 (where the charset goes is the server's choice).
      expect(response.headers.get('content-type')).toMatch(/^text\/plain;.*version=0\.0\.4/);
      scrapes.set(service, await response.text());
    }
  });
  afterAll(() => stack.stop());

  it(`gateway: HTTP requests by route and status, RPC calls by pattern and outcome (${mode})`, () => {
    const text = scrapes.get('gateway')!;
    const chatRequests = {
      method: 'POST',
      route: '/api/chat',
      status: '200',
      caddie_service: 'gateway',
    };
    expect(valueOf(text, 'caddie_http_request_duration_seconds_count', chatRequests)).toBe(2);
    const replies = {
      caddie_service: 'gateway',
      callee: 'chat',
      pattern: 'chat.reply',
      outcome: 'ok',
      status: '200',
    };
    expect(valueOf(text, 'caddie_rpc_call_duration_seconds_count', replies)).toBe(2);
    expect(
      valueOf(text, 'caddie_rpc_call_duration_seconds_bucket', { ...replies, le: '+Inf' }),
    ).toBe(2);
    expect(
      valueOf(text, 'process_cpu_seconds_total', { caddie_service: 'gateway' }),
    ).toBeGreaterThan(0);
  });

  it('chat: replies by outcome, the index size and its rebuild time', () => {
    const text = scrapes.get('chat')!;
    const replies = (outcome: string) =>
      valueOf(text, 'caddie_chat_replies_total', { outcome, caddie_service: 'chat' });
    expect(replies('answered')).toBe(1);
    expect(replies('declined')).toBe(1);
    expect(replies('unsure')).toBe(0);
    expect(replies('small-talk')).toBe(0);
    expect(valueOf(text, 'caddie_faq_index_faqs', {})).toBeGreaterThan(10);
    expect(valueOf(text, 'caddie_faq_index_rebuild_seconds_count', {})).toBeGreaterThanOrEqual(1);
    const handled = { pattern: 'chat.reply', outcome: 'handled', caddie_service: 'chat' };
    expect(valueOf(text, 'caddie_rpc_handled_seconds_count', handled)).toBe(2);
    // No visitor picked a suggestion: every outcome is there, at 0.
    for (const outcome of ['refused', 'pending', 'learned', 'capped'])
      expect(
        valueOf(text, 'caddie_learning_picks_total', { outcome, caddie_service: 'chat' }),
      ).toBe(0);
  });

  it('services with a database report their pool; every service its process', () => {
    for (const service of ['faq', 'chat']) {
      const text = scrapes.get(service)!;
      expect(valueOf(text, 'caddie_db_pool_connections', { state: 'idle' })).toBeGreaterThan(0);
      expect(valueOf(text, 'caddie_db_pool_connections', { state: 'in_use' })).toBe(0);
      const own = { caddie_service: service };
      expect(valueOf(text, 'caddie_db_pool_max_connections', own)).toBeGreaterThan(0);
      expect(valueOf(text, 'caddie_db_pool_waiting', own)).toBe(0);
    }
    expect(scrapes.get('auth')).not.toContain('caddie_db_pool');
    for (const [service, text] of scrapes)
      expect(
        valueOf(text, 'nodejs_heap_size_used_bytes', { caddie_service: service }),
      ).toBeGreaterThan(0);
  });

  it('puts no label on any line that the Prometheus Operator sets on its targets', () => {
    // The operator's target labels; with honorLabels a process's own would replace them.
    const operators = ['service', 'namespace', 'pod', 'container', 'endpoint', 'job', 'instance'];
    for (const [service, text] of scrapes) {
      const names = new Set(samplesIn(text).flatMap((sample) => Object.keys(sample.labels)));
      expect([service, operators.filter((name) => names.has(name))]).toEqual([service, []]);
      expect(names).toContain('caddie_service');
    }
  });

  it('has every family the Grafana dashboard charts', () => {
    const scraped = new Set(
      [...scrapes.values()].flatMap((text) => samplesIn(text).map((sample) => sample.name)),
    );
    const missing = dashboardMetrics().filter(
      (name) => !scraped.has(name) && !scraped.has(`${name}_bucket`),
    );
    expect(dashboardMetrics().length).toBeGreaterThan(8);
    expect(missing).toEqual([]);
  });
}

describe('metrics, embedded mode', () => {
  metricsIn(new TestStack({ mode: 'embedded' }), 'embedded');
});

describeWithRealStores('metrics, production mode', () => {
  metricsIn(new TestStack({ mode: 'production', env: { SEED_DEMO_FAQS: 'true' } }), 'production');
});

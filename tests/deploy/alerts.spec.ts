// The alert rules an operator applies beside the ServiceMonitor (deploy/monitoring): valid for
// the Prometheus Operator, covering what must wake someone, and reading only metric families
// and labels that really exist: those the services' code registers with prom-client (loaded
// here, as each process loads them), or the few named below from Prometheus itself and
// kube-state-metrics. An alert on a misspelt or renamed family would never fire.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { register } from 'prom-client';
import { parse } from 'yaml';
import { SERVICE_LABEL, startMetrics } from '../../libs/service-kit/src/metrics/metrics-registry';
import { validateObject } from './validate-object';

const ROOT = join(__dirname, '../..');
const RULE = parse(readFileSync(join(ROOT, 'deploy/monitoring/prometheus-rule.yaml'), 'utf8'));

interface Rule {
  alert: string;
  expr: string;
  for?: string;
  labels: { severity: string };
  annotations: { summary: string; description: string };
}
const rules: Rule[] = RULE.spec.groups.flatMap((group: { rules: Rule[] }) => group.rules);

/** Labels the Prometheus Operator puts on every target it scrapes (ServiceMonitor). */
const TARGET_LABELS = ['namespace', 'pod', 'service', 'container', 'endpoint', 'job', 'instance'];

/** Families from elsewhere than Caddie's code, each with the labels it carries. */
const EXTERNAL: Record<string, string[]> = {
  // Prometheus's own, for every target.
  up: TARGET_LABELS,
  // kube-state-metrics.
  kube_deployment_status_replicas_unavailable: ['namespace', 'deployment'],
  kube_deployment_status_replicas_available: ['namespace', 'deployment'],
  kube_deployment_spec_replicas: ['namespace', 'deployment'],
};

/** The source files of every service and library that define a prom-client metric. */
function metricSources(): string[] {
  const roots = ['services', 'libs'].flatMap((dir) =>
    readdirSync(join(ROOT, dir)).map((name) => join(ROOT, dir, name, 'src')),
  );
  return roots.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'))
      .map((file) => join(root, file))
      .filter((file) => /new (Counter|Gauge|Histogram|Summary)\b/.test(readFileSync(file, 'utf8'))),
  );
}

interface RegisteredMetric {
  name: string;
  type: string;
  labelNames?: string[];
}

/** Every family the services export, with its labels: as prom-client's registry holds them. */
function exportedFamilies(): Map<string, string[]> {
  const sources = metricSources();
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  for (const source of sources) require(source);
  startMetrics('alerts-spec');
  const families = new Map<string, string[]>();
  // The registered metric objects themselves (the typings list only their JSON form's fields).
  const metrics = register.getMetricsAsArray() as unknown as RegisteredMetric[];
  for (const metric of metrics) {
    const labels = [...(metric.labelNames ?? []), SERVICE_LABEL, ...TARGET_LABELS];
    const names =
      metric.type === 'histogram'
        ? ['_bucket', '_count', '_sum'].map((suffix) => metric.name + suffix)
        : [metric.name];
    for (const name of names) families.set(name, labels);
  }
  return families;
}

/** The selectors of an expression: each family{label op "value", ...}. */
function selectorsOf(expr: string): { family: string; matchers: [string, string, string][] }[] {
  return [...expr.matchAll(/\b([a-zA-Z_:][\w:]*)\{([^}]*)\}/g)].map(([, family, body]) => ({
    family,
    matchers: [...body.matchAll(/(\w+)\s*(=~|!~|!=|=)\s*"([^"]*)"/g)].map(
      ([, label, op, value]) => [label, op, value] as [string, string, string],
    ),
  }));
}

/** The string literals of the services' and libraries' code, where label values are written. */
function literalsInCode(): Set<string> {
  const files = ['services', 'libs'].flatMap((dir) =>
    readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\/src\/.*\.ts$/.test(file) && !file.endsWith('.spec.ts'))
      .map((file) => join(ROOT, dir, file)),
  );
  return new Set(
    files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/'([\w-]+)'/g)].map((match) => match[1]),
    ),
  );
}

describe('the PrometheusRule (deploy/monitoring/prometheus-rule.yaml)', () => {
  const families = exportedFamilies();

  it('validates against the Prometheus Operator schema', () => {
    expect(() => validateObject(RULE)).not.toThrow();
    expect(RULE.metadata.labels).toMatchObject({ 'app.kubernetes.io/part-of': 'caddie' });
  });

  it('gives every alert a unique name, a severity, a summary and what to check', () => {
    expect(new Set(rules.map((rule) => rule.alert)).size).toBe(rules.length);
    for (const rule of rules) {
      expect([rule.alert, rule.labels.severity]).toEqual([
        rule.alert,
        expect.stringMatching(/^(warning|critical)$/),
      ]);
      expect(rule.annotations.summary.length).toBeGreaterThan(10);
      expect(rule.annotations.description.length).toBeGreaterThan(40);
    }
  });

  it('alerts on dead webhook deliveries, the 5xx rate, RPC timeouts and readiness', () => {
    const alerting = (family: string, label: string, pattern: RegExp) =>
      rules.filter((rule) =>
        selectorsOf(rule.expr).some(
          (selector) =>
            selector.family === family &&
            selector.matchers.some(([name, , value]) => name === label && pattern.test(value)),
        ),
      );
    expect(
      alerting('caddie_handoff_webhook_deliveries_total', 'outcome', /^dead$/).length,
    ).toBeGreaterThan(0);
    expect(
      alerting('caddie_http_request_duration_seconds_count', 'status', /^5/).length,
    ).toBeGreaterThan(0);
    expect(
      alerting('caddie_rpc_call_duration_seconds_count', 'outcome', /timeout/).length,
    ).toBeGreaterThan(0);
    expect(
      alerting('kube_deployment_status_replicas_unavailable', 'namespace', /^caddie$/).length,
    ).toBeGreaterThan(0);
  });

  it('reads only families the services export (or Prometheus and kube-state-metrics do)', () => {
    expect(families.get('caddie_rpc_call_duration_seconds_count')).toContain('callee');
    for (const rule of rules) {
      const selectors = selectorsOf(rule.expr);
      expect(selectors.length).toBeGreaterThan(0);
      for (const { family } of selectors)
        expect([rule.alert, family, families.has(family) || family in EXTERNAL]).toEqual([
          rule.alert,
          family,
          true,
        ]);
    }
  });

  it('selects and groups by labels those families carry, with values the code writes', () => {
    const literals = literalsInCode();
    for (const rule of rules) {
      const selectors = selectorsOf(rule.expr);
      const known = new Set(
        selectors.flatMap(({ family }) => families.get(family) ?? EXTERNAL[family] ?? []),
      );
      for (const { family, matchers } of selectors)
        for (const [label, op, value] of matchers) {
          expect([rule.alert, family, label, known.has(label)]).toEqual([
            rule.alert,
            family,
            label,
            true,
          ]);
          // Exact values (and plain alternatives) of Caddie's own labels are in its code.
          const words = op === '=~' && /^[\w|-]+$/.test(value) ? value.split('|') : [value];
          if (family.startsWith('caddie_') && label !== 'namespace' && /^(=|=~)$/.test(op))
            for (const word of words.filter((w) => /^[\w-]+$/.test(w)))
              expect([rule.alert, label, word, literals.has(word)]).toEqual([
                rule.alert,
                label,
                word,
                true,
              ]);
        }
      for (const [, list] of rule.expr.matchAll(/\bby\s*\(([^)]*)\)/g))
        for (const label of list.split(',').map((name) => name.trim()))
          expect([rule.alert, label, known.has(label)]).toEqual([rule.alert, label, true]);
    }
  });

  it('reads the namespace the prod overlay deploys to', () => {
    const prod = readFileSync(join(ROOT, 'deploy/k8s/overlays/prod/kustomization.yaml'), 'utf8');
    const namespace = /^namespace: (\S+)$/m.exec(prod)![1];
    for (const rule of rules)
      for (const { matchers } of selectorsOf(rule.expr))
        expect(matchers).toContainEqual(['namespace', '=', namespace]);
  });
});

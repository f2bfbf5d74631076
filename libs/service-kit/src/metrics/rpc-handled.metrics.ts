import { Histogram } from 'prom-client';

/** Messages a service handled, by pattern and outcome (handled or failed), with their time. */
export const rpcHandledSeconds = new Histogram({
  name: 'caddie_rpc_handled_seconds',
  help: 'Messages this service handled, by pattern and outcome, and how long each took',
  labelNames: ['pattern', 'outcome'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
});

import { Histogram } from 'prom-client';

/**
 * How a call to a service ended: ok; refused (the service answered with an error, e.g. not
 * found or its store is down); timeout or unreachable (the gateway answered 503 itself).
 */
export type RpcOutcome = 'ok' | 'refused' | 'timeout' | 'unreachable';

/**
 * The service called is `callee`, not `service`: that name is the Prometheus Operator's target
 * label, and every line already names its own process in `caddie_service`.
 */
export const rpcCallSeconds = new Histogram({
  name: 'caddie_rpc_call_duration_seconds',
  help: 'Calls from the gateway to a service, by callee, pattern, outcome and the HTTP status it became',
  labelNames: ['callee', 'pattern', 'outcome', 'status'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 120],
});

import { collectDefaultMetrics, register } from 'prom-client';

let started = false;

/**
 * How often the event-loop lag is sampled. prom-client's default, 10 ms, wakes every process
 * 100 times a second, idle or not; a stall still shows when it overlaps a sample, and a scrape
 * every 15 s reads hundreds of them.
 */
const EVENT_LOOP_SAMPLE_MS = 100;

/**
 * The label every line carries with the process's service name, as a scraper may see several
 * services behind one job. Not `service`: the Prometheus Operator sets that label on every
 * target to the Kubernetes Service's name, and the two would collide.
 */
export const SERVICE_LABEL = 'caddie_service';

/**
 * Every process exposes prom-client's default registry: one process is one service, so its
 * metrics are defined once, at module level, beside the code they measure.
 */
export function startMetrics(service: string): void {
  if (started) return;
  started = true;
  register.setDefaultLabels({ [SERVICE_LABEL]: service });
  // CPU, memory, heap, event-loop lag, handles, GC: the standard Node.js process families.
  collectDefaultMetrics({ eventLoopMonitoringPrecision: EVENT_LOOP_SAMPLE_MS });
}

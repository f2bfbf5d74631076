import { collectDefaultMetrics, register } from 'prom-client';

let started = false;

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
  collectDefaultMetrics();
}

import { collectDefaultMetrics, register } from 'prom-client';

let started = false;

/**
 * Every process exposes prom-client's default registry: one process is one service, so its
 * metrics are defined once, at module level, beside the code they measure. Each line carries
 * the service's name, as a scraper may see several services behind one job.
 */
export function startMetrics(service: string): void {
  if (started) return;
  started = true;
  register.setDefaultLabels({ service });
  // CPU, memory, heap, event-loop lag, handles, GC: the standard Node.js process families.
  collectDefaultMetrics();
}

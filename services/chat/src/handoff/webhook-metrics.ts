import { Counter } from 'prom-client';

export type DeliveryOutcome = 'delivered' | 'retried' | 'dead';

/**
 * Handoff webhook attempts by outcome: taken by the helpdesk, failed and tried again later,
 * or failed for the last time (dead: the request waits in the Requests view for the team).
 * A rise of retried is a helpdesk in trouble; any dead is a request nobody was sent.
 */
export const webhookDeliveries = new Counter({
  name: 'caddie_handoff_webhook_deliveries_total',
  help: 'Handoff webhook delivery attempts by outcome: delivered, retried (failed, tried again later), dead (failed for the last time)',
  labelNames: ['outcome'] as const,
});

/** Every outcome shows from the start, at 0, so a rate or an alert over it has data. */
const OUTCOMES: DeliveryOutcome[] = ['delivered', 'retried', 'dead'];
for (const outcome of OUTCOMES) webhookDeliveries.inc({ outcome }, 0);

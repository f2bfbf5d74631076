import { createHmac } from 'node:crypto';

/** A receiver refuses a delivery whose X-Caddie-Timestamp is further than this from its clock. */
export const REPLAY_WINDOW_SECONDS = 300;

/**
 * X-Caddie-Signature: HMAC-SHA256, hex, of `{delivery id}.{timestamp}.{body}` (the scheme of
 * Stripe and Standard Webhooks): the timestamp is signed, so a captured delivery cannot be
 * replayed once the receiver's window has passed, nor its body sent under another id.
 */
export function webhookSignature(
  secret: string,
  deliveryId: string,
  timestamp: number,
  body: string,
): string {
  const signed = `${deliveryId}.${timestamp}.${body}`;
  return `sha256=${createHmac('sha256', secret).update(signed).digest('hex')}`;
}

/** The headers of one delivery attempt, signed at `now` (a retry is signed again). */
export function webhookHeaders(
  secret: string,
  deliveryId: string,
  body: string,
  now = Date.now(),
): Record<string, string> {
  const timestamp = Math.floor(now / 1000);
  return {
    'content-type': 'application/json',
    'user-agent': 'Caddie-Webhook/1',
    'x-caddie-delivery': deliveryId,
    'x-caddie-timestamp': String(timestamp),
    'x-caddie-signature': webhookSignature(secret, deliveryId, timestamp, body),
  };
}

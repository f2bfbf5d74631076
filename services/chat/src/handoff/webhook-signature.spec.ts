import { createHmac } from 'node:crypto';
import { webhookHeaders, webhookSignature } from './webhook-signature';

const SECRET = 'a-secret-of-sixteen-or-more';
const ID = '8f14e45f-ceea-467f-a8b1-6f2d3c1a0b9e';

describe('the webhook signature', () => {
  it('signs the delivery id, the timestamp and the body together', () => {
    const body = '{"event":"handoff.created"}';
    const expected = createHmac('sha256', SECRET).update(`${ID}.1767225600.${body}`).digest('hex');
    expect(webhookSignature(SECRET, ID, 1767225600, body)).toBe(`sha256=${expected}`);
    // Another time or another id is another signature: a replay cannot reuse it.
    expect(webhookSignature(SECRET, ID, 1767225601, body)).not.toBe(`sha256=${expected}`);
    expect(webhookSignature(SECRET, ID.replace('8', '9'), 1767225600, body)).not.toBe(
      `sha256=${expected}`,
    );
  });

  it('sends the timestamp it signed, in whole seconds', () => {
    const headers = webhookHeaders(SECRET, ID, '{}', 1767225600_999);
    expect(headers).toMatchObject({
      'x-caddie-delivery': ID,
      'x-caddie-timestamp': '1767225600',
      'x-caddie-signature': webhookSignature(SECRET, ID, 1767225600, '{}'),
    });
  });
});

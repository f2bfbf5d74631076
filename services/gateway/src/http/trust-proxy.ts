/** TRUST_PROXY as Fastify wants it: false, true, a hop count, or trusted addresses. */
export function trustProxySetting(value: string): boolean | number | string {
  if (value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** TRUST_PROXY as Fastify wants it: false, true, or trusted addresses. */
export function trustProxySetting(value: string): boolean | string {
  if (value === 'false') return false;
  if (value === 'true') return true;
  return value;
}

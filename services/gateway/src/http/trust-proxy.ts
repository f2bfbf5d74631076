/** TRUST_PROXY as Express wants it: false, a hop count, or a list of trusted addresses. */
export function trustProxySetting(value: string): boolean | number | string {
  if (value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

import ipaddr from 'ipaddr.js';

/**
 * Whether an entry of TRUSTED_PROXIES is an address or a CIDR block (IPv4 or IPv6). Names
 * such as "uniquelocal" are not taken: they trust every private address, including a pod or
 * a neighbour that sends X-Forwarded-For itself.
 */
export function isAddressOrBlock(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  // Only the usual forms: ipaddr.js also reads "1" or "0x7f000001" as IPv4 addresses.
  const bits = ipaddr.IPv4.isValidFourPartDecimal(address)
    ? 32
    : ipaddr.IPv6.isValid(address)
      ? 128
      : 0;
  if (bits === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits);
}

/**
 * The key a client's rate limits and sign-in attempts are counted under: its IPv4 address,
 * or the /64 of its IPv6 address. One IPv6 host is given a whole /64 (and can pick any address
 * in it), so counting single addresses would give it 2^64 budgets.
 */
export function clientKeyOf(address: string | undefined): string {
  if (!address || !ipaddr.isValid(address)) return address || 'unknown';
  const parsed = ipaddr.process(address); // an IPv4-mapped IPv6 address reads as IPv4
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const prefix = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${ipaddr.IPv6.parse(`${prefix.map((part) => part.toString(16)).join(':')}::`).toString()}/64`;
}

import { clientKeyOf, isAddressOrBlock } from './client-address';

describe('clientKeyOf', () => {
  it('keys an IPv4 client by its address, also when it arrives IPv4-mapped', () => {
    expect(clientKeyOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKeyOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('keys every address of one IPv6 /64 alike, and other /64s apart', () => {
    const key = clientKeyOf('2001:db8:85a3:12::1');
    expect(key).toBe('2001:db8:85a3:12::/64');
    expect(clientKeyOf('2001:0db8:85a3:0012:ffff:abcd:1234:5678')).toBe(key);
    expect(clientKeyOf('2001:db8:85a3:13::1')).not.toBe(key);
  });

  it('keeps something to count under when the address is missing or odd', () => {
    expect(clientKeyOf(undefined)).toBe('unknown');
    expect(clientKeyOf('not-an-address')).toBe('not-an-address');
  });
});

describe('isAddressOrBlock', () => {
  it('takes addresses and CIDR blocks of both families, not names', () => {
    for (const entry of ['10.0.0.7', '10.0.0.0/8', '::1', 'fd00::/8']) {
      expect(isAddressOrBlock(entry)).toBe(true);
    }
    for (const entry of ['uniquelocal', 'loopback', 'true', '10.0.0.0/33', '']) {
      expect(isAddressOrBlock(entry)).toBe(false);
    }
  });
});

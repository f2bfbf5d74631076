import { readFileSync } from 'node:fs';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const stack = require('./stack');

/** The lowest local port the OS gives outgoing connections (Linux), if it says. */
function ephemeralLow(): number | undefined {
  try {
    return Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').split(/\s+/)[0]);
  } catch {
    return undefined;
  }
}

describe('freeStackPorts', () => {
  it('gives every port of a stack, all different', async () => {
    for (let run = 0; run < 20; run += 1) {
      const ports: Record<string, number> = await stack.freeStackPorts();
      expect(Object.keys(ports)).toEqual(Object.keys(stack.defaultPorts()));
      expect(new Set(Object.values(ports)).size).toBe(Object.keys(ports).length);
    }
  });

  it('takes them below the ports outgoing connections use, so none can take one first', async () => {
    const low = ephemeralLow();
    const ports: number[] = Object.values(await stack.freeStackPorts());
    for (const port of ports) {
      expect(port).toBeGreaterThan(0);
      if (low !== undefined && low > 11_000) expect(port).toBeLessThan(low);
    }
  });
});

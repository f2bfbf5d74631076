// eslint-disable-next-line @typescript-eslint/no-require-imports
const stack = require('./stack');

describe('freeStackPorts', () => {
  it('gives every port of a stack, all different', async () => {
    for (let run = 0; run < 20; run += 1) {
      const ports: Record<string, number> = await stack.freeStackPorts();
      expect(Object.keys(ports)).toEqual(Object.keys(stack.defaultPorts()));
      expect(new Set(Object.values(ports)).size).toBe(Object.keys(ports).length);
    }
  });

  it('takes them below the ports outgoing connections use, so none can take one first', async () => {
    const range: { first: number; last: number } | undefined = stack.portRange();
    const ports: number[] = Object.values(await stack.freeStackPorts());
    for (const port of ports) {
      expect(port).toBeGreaterThan(0);
      if (range) expect(port).toBeLessThanOrEqual(range.last);
    }
  });
});

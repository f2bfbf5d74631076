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
});

import { isStoreOutage } from './store-outage';

describe('isStoreOutage', () => {
  it.each([
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    ],
    [
      'Postgres shutting down (57P01)',
      Object.assign(new Error('terminating connection'), { code: '57P01' }),
    ],
    ['Postgres starting up (57P03)', Object.assign(new Error('starting up'), { code: '57P03' })],
    ['a connection exception (08006)', Object.assign(new Error('x'), { code: '08006' })],
    ['a dropped pg connection', new Error('Connection terminated unexpectedly')],
    ['a pool that cannot connect', new Error('timeout exceeded when trying to connect')],
    ['ioredis giving up', Object.assign(new Error('x'), { name: 'MaxRetriesPerRequestError' })],
    [
      "TypeORM's wrapper around the driver's error",
      Object.assign(new Error('Query failed'), {
        driverError: Object.assign(new Error('x'), { code: '57P01' }),
      }),
    ],
  ])('is true for %s', (_label, error) => {
    expect(isStoreOutage(error)).toBe(true);
  });

  it.each([
    ['a constraint violation (23502)', Object.assign(new Error('null value'), { code: '23502' })],
    ['a syntax error (42601)', Object.assign(new Error('syntax'), { code: '42601' })],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('is false for %s', (_label, error) => {
    expect(isStoreOutage(error)).toBe(false);
  });
});

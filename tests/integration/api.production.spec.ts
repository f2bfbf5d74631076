import { describeWithRealStores } from '../support/stores-check';
import { defineApiSuite } from './api/define-api-suite';

jest.setTimeout(60_000);

describeWithRealStores(
  'API in production mode (Redis transport, Postgres, connect-redis sessions)',
  () => {
    defineApiSuite('production');
  },
);

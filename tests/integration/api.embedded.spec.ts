import { defineApiSuite } from './api/define-api-suite';

jest.setTimeout(60_000);

describe('API in embedded mode (TCP transport, PGlite, in-process sessions)', () => {
  defineApiSuite('embedded');
});

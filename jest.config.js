// The jest projects: unit tests beside the code (and the web page's under jsdom), and the
// cross-process suites under tests/ (integration, browser, resilience, bench). See
// tools/test/run-tests.js for how `npm test` runs them.
const { node: swcNode, web: swcWeb } = require('./tools/test/swc-jest-options');

const swc = ['@swc/jest', { swcrc: false, ...swcNode }];

const moduleNameMapper = {
  '^@caddie/answer-engine$': '<rootDir>/libs/answer-engine/src/index.ts',
  // Test builders for code that uses the engine (not a package export: specs only).
  '^@caddie/answer-engine/testing$': '<rootDir>/libs/answer-engine/src/testing.fixture.ts',
  '^@caddie/contracts$': '<rootDir>/libs/contracts/src/index.ts',
  '^@caddie/service-kit$': '<rootDir>/libs/service-kit/src/index.ts',
  '^@caddie/service-kit/database$': '<rootDir>/libs/service-kit/src/database/index.ts',
  '^@caddie/service-kit/tracing$': '<rootDir>/libs/service-kit/src/tracing/index.ts',
};

/** The suites of one folder under tests/, each starting whole stacks or processes. */
function crossProcess(folder, slowTestThreshold) {
  return {
    displayName: folder,
    testEnvironment: 'node',
    rootDir: __dirname,
    testMatch: [`<rootDir>/tests/${folder}/**/*.spec.ts`],
    transform: { '^.+\\.[tj]s$': swc },
    moduleNameMapper,
    slowTestThreshold,
  };
}

module.exports = {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      rootDir: __dirname,
      testMatch: [
        '<rootDir>/{libs,services}/*/src/**/*.spec.ts',
        '<rootDir>/tools/**/*.spec.ts',
        '<rootDir>/tests/deploy/**/*.spec.ts',
      ],
      transform: { '^.+\\.[tj]s$': swc },
      moduleNameMapper,
    },
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      rootDir: __dirname,
      testMatch: ['<rootDir>/web/src/**/*.spec.{ts,tsx}'],
      transform: { '^.+\\.[tj]sx?$': ['@swc/jest', { swcrc: false, ...swcWeb }] },
      setupFilesAfterEnv: ['<rootDir>/web/src/test/setup-tests.ts'],
      moduleNameMapper: { '\\.css$': '<rootDir>/web/src/test/style-stub.js' },
      globals: { __PRODUCT_NAME__: 'Caddie' },
    },
    crossProcess('integration', 30),
    crossProcess('browser', 30),
    crossProcess('resilience', 60),
    crossProcess('bench', 60),
  ],
};

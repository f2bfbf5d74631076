// One jest run, three kinds of test: unit tests beside the code, cross-process integration
// tests under tests/integration. See tools/test/run-tests.js for how `npm test` runs them.
const swc = ['@swc/jest', { swcrc: false, ...require('./tools/test/swc-jest-options') }];

const moduleNameMapper = {
  '^@caddie/contracts$': '<rootDir>/libs/contracts/src/index.ts',
  '^@caddie/service-kit$': '<rootDir>/libs/service-kit/src/index.ts',
};

module.exports = {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      rootDir: __dirname,
      testMatch: ['<rootDir>/{libs,services}/*/src/**/*.spec.ts', '<rootDir>/tools/**/*.spec.ts'],
      transform: { '^.+\\.[tj]s$': swc },
      moduleNameMapper,
    },
    {
      displayName: 'integration',
      testEnvironment: 'node',
      rootDir: __dirname,
      testMatch: ['<rootDir>/tests/integration/**/*.spec.ts'],
      transform: { '^.+\\.[tj]s$': swc },
      moduleNameMapper,
      slowTestThreshold: 30,
    },
  ],
};

// Jest runs every kind of test; each project is one layer. PGlite needs NODE_OPTIONS=--experimental-vm-modules
// (scripts/test.sh sets it).
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } }];
// openid-client and jose (Google and LINE sign-in) ship ES modules only: the node projects compile them like their own code.
const base = { transform: { '^.+\\.(t|j)sx?$': swc }, transformIgnorePatterns: ['/node_modules/(?!(openid-client|oauth4webapi|jose)/)'], moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'] };
module.exports = {
  projects: [
    { ...base, displayName: 'schema', testEnvironment: 'node', testMatch: ['<rootDir>/schema/**/*.test.ts'] },
    { ...base, displayName: 'scripts', testEnvironment: 'node', testMatch: ['<rootDir>/scripts/**/*.test.ts'] },
    { ...base, displayName: 'backend', testEnvironment: 'node', globalSetup: '<rootDir>/tests/support/global-setup.ts', globalTeardown: '<rootDir>/tests/support/global-teardown.ts', testMatch: ['<rootDir>/backend/**/*.test.ts'] },
    { ...base, displayName: 'bff', testEnvironment: 'node', globalSetup: '<rootDir>/tests/support/global-setup.ts', globalTeardown: '<rootDir>/tests/support/global-teardown.ts', testMatch: ['<rootDir>/bff/**/*.test.ts'] },
    // d3 (under @nivo/line's chart) ships ES modules only: the web tests compile it like their own code.
    { ...base, displayName: 'web', testEnvironment: '<rootDir>/web/src/test/jsdom-environment.cjs', transform: { '^.+\\.(t|j)sx?$|\\.mjs$': swc }, transformIgnorePatterns: ['/node_modules/(?!(d3-[a-z-]+|internmap|delaunator|robust-predicates)/)'], testMatch: ['<rootDir>/web/**/*.test.{ts,tsx}'], setupFilesAfterEnv: ['<rootDir>/web/src/test/setup.ts'], moduleNameMapper: { '\\.(css)$': '<rootDir>/web/src/test/style-stub.js' } },
    { ...base, displayName: 'replicas', testEnvironment: 'node', testMatch: ['<rootDir>/tests/replicas/**/*.test.ts'] },
    { ...base, displayName: 'e2e', testEnvironment: 'node', globalSetup: '<rootDir>/tests/support/global-setup.ts', globalTeardown: '<rootDir>/tests/support/global-teardown.ts', testMatch: ['<rootDir>/tests/e2e/**/*.test.ts'] },
  ],
};

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    // stress/: issue 8's load, fault and malformed-input suites, small here and full with STRESS=full.
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'stress/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    // Each test file gets its own database cloned from a migrated template; Postgres does the isolation.
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

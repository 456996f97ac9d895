import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['**/*.spec.ts'],
    globalSetup: ['./support/global-setup.ts'],
    // One built server and one Chromium per file; files run one after another so they never race for a sign-in.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

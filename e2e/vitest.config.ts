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
    // A real browser on a real server: on a busy two-core CI machine a table can take longer than vitest's 1 s default
    // to show what a poll waits for. A poll still ends as soon as it passes.
    expect: { poll: { timeout: 10_000 } },
  },
});

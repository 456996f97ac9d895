import { defineConfig } from 'vitest/config';

// One runner for every suite: shared and web unit tests, server integration tests, and e2e specs in Chromium.
export default defineConfig({
  test: {
    // Every suite reads the compiled catalog; this makes it on a fresh clone and after a message changed.
    globalSetup: ['./scripts/catalog.mjs'],
    projects: ['packages/shared', 'apps/web', 'apps/server', 'e2e'],
  },
});

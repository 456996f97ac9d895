import { defineConfig } from 'vitest/config';

// One runner for every suite: shared and web unit tests, server integration tests, and e2e specs in Chromium.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/web', 'apps/server', 'e2e'],
  },
});

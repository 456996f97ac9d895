import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import suite from './vitest.config.js';

// The screenshot tour (npm run shots) is for a person's eye, not a check: it shares the suite's server and browser
// setup but is never part of npm test, so the suite holds no test that skips itself.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: { ...suite.test, name: 'tour', include: ['**/*.tour.ts'] },
});

import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: [fileURLToPath(new URL('./src/test/setup.ts', import.meta.url))],
    // Form tests type into jsdom key by key; on a busy 2-core machine beside the server suite that outlasts 5 s.
    testTimeout: 20_000,
    restoreMocks: true,
    unstubGlobals: true,
  },
});

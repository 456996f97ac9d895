import { defineConfig } from 'drizzle-kit';

// Migrations are generated from src/db/schema into the repository's drizzle/ folder and applied on start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/server/src/db/schema/index.ts',
  out: './drizzle',
});

import fp from 'fastify-plugin';
import { createDatabase } from '../db/client.js';
import { startEmbeddedPostgres } from '../db/embedded.js';
import { runMigrations } from '../db/migrate.js';
import { ensureMainAdmin } from '../modules/users/users.service.js';

/**
 * DATABASE_URL names the server to use; without it the bundled PostgreSQL starts (and stops with the app).
 * Migrations run before anything else touches the database.
 */
export const dbPlugin = fp(async (app) => {
  const { config } = app;
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.embeddedPgPort, log: app.log });
  const url = config.databaseUrl ?? embedded!.url;
  try {
    await runMigrations(url);
    const { sql, db } = createDatabase(url);
    app.decorate('db', db);
    app.decorate('databaseUrl', url);
    app.addHook('onClose', async () => {
      await sql.end({ timeout: 5 });
      await embedded?.stop();
    });
    await ensureMainAdmin(db, config.mainAdminEmail);
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
});

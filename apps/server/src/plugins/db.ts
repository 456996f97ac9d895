import fp from 'fastify-plugin';
import { connectDatabase } from '../db/connect.js';
import { ensureMainAdmin } from '../modules/users/users.service.js';

/** The database (DATABASE_URL or the bundled PostgreSQL, migrated) and the main administrator, before anything else. */
export const dbPlugin = fp(
  async (app) => {
    const database = await connectDatabase(app.config, app.log);
    try {
      await ensureMainAdmin(database.db, app.config.mainAdminEmail);
    } catch (error) {
      await database.close();
      throw error;
    }
    app.decorate('db', database.db);
    app.decorate('databaseUrl', database.url);
    app.decorate('databaseLocation', database.location);
    app.addHook('onClose', database.close);
  },
  { name: 'db' },
);

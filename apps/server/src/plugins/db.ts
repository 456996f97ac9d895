import fp from 'fastify-plugin';
import { connectDatabase } from '../db/connect.js';
import { ensureSingleClub } from '../modules/clubs/single-club.js';
import { ensureMainAdmin } from '../modules/users/users.service.js';

/**
 * The database (DATABASE_URL or the bundled PostgreSQL, migrated) before anything else. A server of one club makes
 * that club and its main administrator at the first start; a deployment of many starts only on a role the policies
 * hold for (issue 28), as one club's admin must never read another's rows through a hole in the code.
 */
export const dbPlugin = fp(
  async (app) => {
    const connected = await connectDatabase(app.config, app.log);
    try {
      if (app.config.clubs === 'single') {
        const club = await ensureSingleClub(connected.database.clubs);
        await connected.database.inClub(club.id, (db) => ensureMainAdmin(db, app.config.mainAdminEmail));
        app.decorate('club', club);
      } else {
        const problems = await connected.database.roleProblems();
        if (problems.length > 0) {
          throw new Error(
            `CLUBS=multi needs a database user that row-level security holds for, but ${problems.join(', ')}. ` +
              'Give DATABASE_URL a role of its own and DATABASE_OWNER_URL the owner (see the README, Many clubs).',
          );
        }
        app.decorate('club', null);
      }
    } catch (error) {
      await connected.close();
      throw error;
    }
    app.decorate('database', connected.database);
    app.decorate('databaseUrl', connected.url);
    app.decorate('databaseLocation', connected.location);
    app.addHook('onClose', connected.close);
  },
  { name: 'db' },
);

import postgres from 'postgres';
import { e2e } from './browser.js';

/**
 * The app's database as a spec reads and writes it behind the app's back, on a session of the app's one club (issue
 * 28): rows a spec adds are that club's, as the app's own would be. The e2e server starts on a new database, whose
 * one club is the first the register holds.
 */
export function clubDatabase(): postgres.Sql {
  return postgres(e2e().databaseUrl, { max: 1, onnotice: () => {}, connection: { 'app.club_id': '1' } });
}

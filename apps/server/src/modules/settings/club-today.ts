import type { DbExecutor } from '../../db/client.js';
import { todayIn } from '../../lib/calendar.js';
import { getAllSettings } from './settings.service.js';

/** Today in the club's time zone (SPEC §9 system_timezone), not the server's: what "upcoming" and "past" mean. */
export async function clubToday(db: DbExecutor): Promise<string> {
  const { system_timezone } = await getAllSettings(db, ['system_timezone']);
  return todayIn(system_timezone);
}

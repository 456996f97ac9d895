import type { Settings } from '@club/shared';
import type { DbExecutor } from '../../db/client.js';
import { todayIn } from '../../lib/calendar.js';
import { getAllSettings } from './settings.service.js';

/** Today in the club's time zone (SPEC §9 system_timezone), not the server's: what "upcoming" and "past" mean. */
export async function clubToday(db: DbExecutor): Promise<string> {
  const { system_timezone } = await getAllSettings(db, ['system_timezone']);
  return todayIn(system_timezone);
}

/** What the waves of swap offers are timed by (issue 17): their size and wait, and when and where the night starts. */
export async function getSwapWaveSettings(
  db: DbExecutor,
): Promise<
  Pick<
    Settings,
    'swap_offer_batch' | 'swap_offer_wait_hours' | 'swap_offer_night_hours' | 'club_night_start' | 'system_timezone'
  >
> {
  return getAllSettings(db, [
    'swap_offer_batch',
    'swap_offer_wait_hours',
    'swap_offer_night_hours',
    'club_night_start',
    'system_timezone',
  ]);
}

import type { DbExecutor } from '../../../db/client.js';
import type { EventNight } from '../../../lib/events.js';
import { holderNames, namedHolders } from './holders.js';
import { liveNights } from './live-nights.js';
import type { NightRow } from './slots.js';

/**
 * Issue 25: nights as their e-mails describe them (times, caller, cuer, program, theme and who serves), read in one
 * query for the names, so every e-mail about a night can show the same block.
 */
export async function describeNights(db: DbExecutor, nights: readonly NightRow[]): Promise<EventNight[]> {
  if (nights.length === 0) return [];
  const names = await holderNames(db, nights);
  return nights.map((night) => ({
    assignment_id: night.id,
    dance_date: night.dance_date,
    start_time: night.start_time,
    end_time: night.end_time,
    caller: night.caller,
    cuer: night.cuer,
    program: night.program,
    theme: night.theme,
    squareheads: namedHolders(night, names),
  }));
}

/** The live nights with these ids as their e-mails describe them (a nudge, an offer). */
export async function describeNightsById(db: DbExecutor, ids: readonly number[]): Promise<EventNight[]> {
  return describeNights(db, await liveNights(db, { ids: [...new Set(ids)] }));
}

/** The live night of a date as its e-mails describe it, the current schedule's first when it is on both. */
export async function describeNightsOn(db: DbExecutor, date: string): Promise<EventNight[]> {
  return describeNights(db, await liveNights(db, { dates: [date] }));
}

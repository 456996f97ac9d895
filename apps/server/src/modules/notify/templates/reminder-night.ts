import { eq, inArray } from 'drizzle-orm';
import { clockLabel, NIGHT_MESSAGES, nightTimes, type Settings, SQUAREHEAD_FIELDS } from '@club/shared';
import type { DbExecutor } from '../../../db/client.js';
import { assignments, members } from '../../../db/schema/index.js';
import { namesInWords } from '../../../lib/inbox.js';
import type { NightValues } from './templated-email.js';

/**
 * Issue 19: the night a reminder is about, for the template's {start_time}, {caller}, {program} and
 * {other_squareheads}: the night's own start or else the club's, and everyone serving but the members the e-mail is for.
 */
export async function reminderNightValues(
  db: DbExecutor,
  assignmentId: number,
  recipientIds: readonly number[],
  club: Pick<Settings, 'club_night_start' | 'club_night_end'>,
): Promise<NightValues> {
  const [night] = await db.select().from(assignments).where(eq(assignments.id, assignmentId));
  if (!night) return { start_time: clockLabel(club.club_night_start), caller: '', program: '', other_squareheads: '' };
  const others = [
    ...new Set(
      SQUAREHEAD_FIELDS.map((field) => night[field]).filter(
        (id): id is number => id !== null && !recipientIds.includes(id),
      ),
    ),
  ];
  const people =
    others.length === 0
      ? []
      : await db
          .select({ id: members.id, first: members.first_name, last: members.last_name })
          .from(members)
          .where(inArray(members.id, others));
  const names = others.flatMap((id) => {
    const person = people.find((candidate) => candidate.id === id);
    return person ? [`${person.first} ${person.last}`] : [];
  });
  return {
    start_time: clockLabel(nightTimes(night, club).start),
    caller: night.caller ?? '',
    program: night.program ?? '',
    other_squareheads: names.length > 0 ? namesInWords(names) : NIGHT_MESSAGES.noOthersServing,
  };
}

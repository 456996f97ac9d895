import type { DbExecutor } from '../src/db/client.js';
import { SQUAREHEAD_FIELDS } from '@club/shared';
import { assignments, members, schedules } from '../src/db/schema/index.js';

type NewMember = typeof members.$inferInsert;
let sequence = 0;

export async function createMember(db: DbExecutor, overrides: Partial<NewMember> = {}) {
  sequence += 1;
  const isAdmin = overrides.is_admin ?? overrides.role === 'admin';
  const [member] = await db
    .insert(members)
    .values({
      first_name: `Dancer${sequence}`,
      last_name: 'Tester',
      email: `dancer${sequence}@example.org`,
      ...overrides,
      is_admin: isAdmin,
      role: isAdmin ? 'admin' : 'member',
    })
    .returning();
  return member!;
}

/** One night of a schedule made for a test: the squareheads by slot, and its notes and kind. */
export type FactoryNight = {
  dance_date: string;
  slots?: (number | null)[];
  notes?: string;
  club_night_type?: 'NORMAL' | 'FIFTH WED';
};

/** A schedule of this type holding exactly these nights, straight in the database. */
export async function createScheduleWithNights(
  db: DbExecutor,
  type: 'current' | 'next' | 'archived',
  nights: FactoryNight[],
) {
  const dates = nights.map((night) => night.dance_date).sort();
  const [schedule] = await db
    .insert(schedules)
    .values({ name: `${type} schedule`, type, start_date: dates[0]!, end_date: dates.at(-1)! })
    .returning();
  await db.insert(assignments).values(
    nights.map((night) => ({
      schedule_id: schedule!.id,
      dance_date: night.dance_date,
      club_night_type: night.club_night_type ?? 'NORMAL',
      notes: night.notes ?? null,
      ...Object.fromEntries(SQUAREHEAD_FIELDS.map((field, index) => [field, night.slots?.[index] ?? null])),
    })),
  );
  return schedule!;
}

/** A member as a row read from the database, for the pure planning functions; nothing is written. */
export function memberRow(
  id: number,
  first_name: string,
  overrides: Partial<typeof members.$inferSelect> = {},
): typeof members.$inferSelect {
  return {
    club_id: 1,
    id,
    first_name,
    last_name: 'Doe',
    email: `${first_name.toLowerCase()}@example.org`,
    phone: null,
    phone_e164: null,
    address: null,
    birthday: null,
    partner_id: null,
    friend_id: null,
    status: 'assignable',
    role: 'member',
    is_admin: false,
    is_main_admin: false,
    latitude: null,
    longitude: null,
    geocoded_at: null,
    notes: null,
    locale: null,
    created_at: new Date(0),
    updated_at: new Date(0),
    ...overrides,
  };
}

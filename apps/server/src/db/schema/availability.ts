import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import type { AwayKind, ReplacementChoice } from '@club/shared';
import { clubIdColumn, clubPrimaryKey, clubReference } from './clubs.js';
import { members } from './members.js';

/** Issue 9: the nights a member marked they cannot serve; auto-fill never places them there. */
export const memberUnavailability = pgTable(
  'member_unavailability',
  {
    club_id: clubIdColumn(),
    id: serial('id').notNull(),
    member_id: integer('member_id').notNull(),
    dance_date: date('dance_date', { mode: 'string' }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    clubPrimaryKey(t),
    clubReference('member_unavailability_member_fk', [t.club_id, t.member_id], members).onDelete('cascade'),
    unique('member_unavailability_member_date_unique').on(t.club_id, t.member_id, t.dance_date),
  ],
);

/**
 * Issue 19: a stretch of time a member cannot serve, kept as the member said it rather than as single nights, so
 * nights added to a schedule later are covered too. 'range': away from start_date to end_date; 'nth_weekday': the
 * nth (1–5) `weekday` (0 = Sunday) of every month; 'month': every night in `month` (1–12) of every year.
 * `also_partner`: it covers whoever is the member's partner when a night is looked at.
 */
export const memberAway = pgTable(
  'member_away',
  {
    club_id: clubIdColumn(),
    id: serial('id').notNull(),
    member_id: integer('member_id').notNull(),
    kind: varchar('kind', { length: 16 }).notNull().$type<AwayKind>(),
    start_date: date('start_date', { mode: 'string' }),
    end_date: date('end_date', { mode: 'string' }),
    nth: smallint('nth'),
    weekday: smallint('weekday'),
    month: smallint('month'),
    also_partner: boolean('also_partner').notNull().default(false),
    created_by_id: integer('created_by_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    clubPrimaryKey(t),
    clubReference('member_away_member_fk', [t.club_id, t.member_id], members).onDelete('cascade'),
    clubReference('member_away_created_by_fk', [t.club_id, t.created_by_id], members).onDelete('set null'),
    index('member_away_member_idx').on(t.club_id, t.member_id),
    check(
      'member_away_kind_fields',
      sql`(${t.kind} = 'range' and ${t.start_date} is not null and ${t.end_date} >= ${t.start_date})
        or (${t.kind} = 'nth_weekday' and ${t.nth} between 1 and 5 and ${t.weekday} between 0 and 6)
        or (${t.kind} = 'month' and ${t.month} between 1 and 12)`,
    ),
  ],
);

/**
 * Issue 17: a member on duty said they cannot serve that night, so it needs a replacement. The member stays in their
 * slot (admins see whom to replace) until someone takes it: an administrator's edit or a settled swap removes them and
 * the row with it, in the same transaction. `choice` says whether they asked other members (a swap request) or only
 * told the administrators.
 */
export const nightVacancies = pgTable(
  'night_vacancies',
  {
    club_id: clubIdColumn(),
    id: serial('id').notNull(),
    member_id: integer('member_id').notNull(),
    dance_date: date('dance_date', { mode: 'string' }).notNull(),
    choice: varchar('choice', { length: 16 }).notNull().$type<ReplacementChoice>(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    clubPrimaryKey(t),
    clubReference('night_vacancies_member_fk', [t.club_id, t.member_id], members).onDelete('cascade'),
    unique('night_vacancies_member_date_unique').on(t.club_id, t.member_id, t.dance_date),
    check('night_vacancies_choice_known', sql`${t.choice} in ('ask_others', 'tell_admins')`),
  ],
);

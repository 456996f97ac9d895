import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { clubIdColumn, clubPrimaryKey, clubReference } from './clubs.js';
import { memberRoleEnum, memberStatusEnum } from './enums.js';

export const members = pgTable(
  'members',
  {
    club_id: clubIdColumn(),
    id: serial('id').notNull(),
    first_name: varchar('first_name', { length: 100 }).notNull(),
    last_name: varchar('last_name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 40 }),
    // Issue 26: the phone as typed stays above; this is the number read in the club's country, in E.164 (at most 15
    // digits and the +), or null when it could not be read.
    phone_e164: varchar('phone_e164', { length: 16 }),
    address: varchar('address', { length: 255 }),
    // SPEC §3: MM/DD; stored as entered, shown with slashes.
    birthday: varchar('birthday', { length: 5 }),
    // ON DELETE SET NULL: a partner or friend link can never point at a deleted member.
    partner_id: integer('partner_id'),
    friend_id: integer('friend_id'),
    status: memberStatusEnum('status').notNull().default('assignable'),
    role: memberRoleEnum('role').notNull().default('member'),
    is_admin: boolean('is_admin').notNull().default(false),
    // Issue 14: the protected main administrator is this flag, set once at the first start, never an e-mail address
    // compared per request; only the operator command transfer-main-admin moves it.
    is_main_admin: boolean('is_main_admin').notNull().default(false),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    geocoded_at: timestamp('geocoded_at', { withTimezone: true }),
    notes: text('notes'),
    // Issue 29: the language the member reads in; null follows the club's `club_locale` setting.
    locale: varchar('locale', { length: 2 }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    clubPrimaryKey(t),
    clubReference('members_partner_fk', [t.club_id, t.partner_id], t).onDelete('set null'),
    clubReference('members_friend_fk', [t.club_id, t.friend_id], t).onDelete('set null'),
    uniqueIndex('members_name_email_unique').on(
      t.club_id,
      sql`lower(${t.first_name})`,
      sql`lower(${t.last_name})`,
      sql`lower(${t.email})`,
    ),
    index('members_email_idx').on(t.club_id, sql`lower(${t.email})`),
    // Issue 28: the deployment's own sign-in page finds every club an address belongs to.
    index('members_email_directory_idx').on(sql`lower(${t.email})`),
    index('members_last_first_idx').on(t.club_id, t.last_name, t.first_name),
    // Issue 18: re-linking a partner looks up who points at a member, and deleting a member sets these to null.
    index('members_partner_id_idx').on(t.club_id, t.partner_id),
    index('members_friend_id_idx').on(t.club_id, t.friend_id),
    check('members_locale_known', sql`${t.locale} in ('en', 'de')`),
    check('members_role_matches_admin', sql`(${t.role} = 'admin') = ${t.is_admin}`),
    uniqueIndex('members_one_main_admin')
      .on(t.club_id)
      .where(sql`${t.is_main_admin}`),
    check('members_main_admin_is_admin', sql`${t.is_admin} or not ${t.is_main_admin}`),
    check('members_partner_not_self', sql`${t.partner_id} is null or ${t.partner_id} <> ${t.id}`),
    check('members_friend_not_self', sql`${t.friend_id} is null or ${t.friend_id} <> ${t.id}`),
  ],
);

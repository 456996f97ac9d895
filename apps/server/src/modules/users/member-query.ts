import { type SQL, and, asc, count, desc, eq, getTableColumns, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isLocale, type Member, type MemberListCounts, type MemberListQuery, type SessionUser } from '@club/shared';
import type { DbExecutor } from '../../db/client.js';
import { members } from '../../db/schema/index.js';

const partner = alias(members, 'partner');
const friend = alias(members, 'friend');

/** A member's columns as the wire format has them: its club is the request's own, never a field (API.md, issue 28). */
const { club_id: _club, ...memberFields } = getTableColumns(members);

/** Members with their partner's and friend's names joined in (API.md Member). */
export function selectMembers(db: DbExecutor) {
  return db
    .select({
      member: memberFields,
      partner_first_name: partner.first_name,
      partner_last_name: partner.last_name,
      friend_first_name: friend.first_name,
      friend_last_name: friend.last_name,
    })
    .from(members)
    .leftJoin(partner, eq(partner.id, members.partner_id))
    .leftJoin(friend, eq(friend.id, members.friend_id));
}

type MemberRow = Awaited<ReturnType<ReturnType<typeof selectMembers>['execute']>>[number];

/** API.md: members who are not admins do not see other members' notes. */
export function toMember(row: MemberRow, viewer: SessionUser | null): Member {
  const { member } = row;
  const canSeeNotes = viewer?.is_admin === true || viewer?.id === member.id;
  return {
    ...member,
    notes: canSeeNotes ? member.notes : null,
    locale: isLocale(member.locale) ? member.locale : null,
    geocoded_at: member.geocoded_at?.toISOString() ?? null,
    created_at: member.created_at.toISOString(),
    updated_at: member.updated_at.toISOString(),
    partner_first_name: row.partner_first_name,
    partner_last_name: row.partner_last_name,
    friend_first_name: row.friend_first_name,
    friend_last_name: row.friend_last_name,
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * What the filters compare with: the query's own values, or placeholders where a statement is built once and run
 * with each query's values (member-page-query.ts). Absent: that filter is off.
 */
export type FilterValues = { pattern?: unknown; birthdayPattern?: unknown; status?: unknown; role?: unknown };

/** The values a query's filters compare with (search as a LIKE pattern, the birthday's dashes as slashes). */
export function filterValues(query: Pick<MemberListQuery, 'search' | 'status' | 'role'>): FilterValues {
  return {
    ...(query.search
      ? {
          pattern: `%${escapeLike(query.search)}%`,
          birthdayPattern: `%${escapeLike(query.search.replace(/-/g, '/'))}%`,
        }
      : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(query.role ? { role: query.role } : {}),
  };
}

/** SPEC §2: search over name, e-mail, phone, address and birthday; status and role filters. */
export function filtersOn({ pattern, birthdayPattern, status, role }: FilterValues): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (pattern !== undefined) {
    conditions.push(
      or(
        sql`${members.first_name} ilike ${pattern}`,
        sql`${members.last_name} ilike ${pattern}`,
        sql`(${members.first_name} || ' ' || ${members.last_name}) ilike ${pattern}`,
        sql`(${members.last_name} || ', ' || ${members.first_name}) ilike ${pattern}`,
        sql`${members.email} ilike ${pattern}`,
        sql`${members.phone} ilike ${pattern}`,
        // Issue 26: the digits as dialled find a number however it was written (301234567 finds 030/123 4567).
        sql`${members.phone_e164} ilike ${pattern}`,
        sql`${members.address} ilike ${pattern}`,
        sql`replace(${members.birthday}, '-', '/') ilike ${birthdayPattern}`,
      ),
    );
  }
  if (status !== undefined) conditions.push(sql`${members.status} = ${status}`);
  if (role !== undefined) conditions.push(sql`${members.role} = ${role}`);
  return and(...conditions);
}

export const memberFilters = (query: Pick<MemberListQuery, 'search' | 'status' | 'role'>): SQL | undefined =>
  filtersOn(filterValues(query));

/** SPEC §4 member list sort: names and e-mail without regard to case; birthday by month then day, empty last. */
export function memberOrder(
  sort: NonNullable<MemberListQuery['sort']>,
  order: NonNullable<MemberListQuery['order']>,
): SQL[] {
  const direction = order === 'desc' ? desc : asc;
  const tiebreak = [asc(sql`lower(${members.last_name})`), asc(sql`lower(${members.first_name})`), asc(members.id)];
  if (sort === 'birthday') {
    return [
      asc(sql`${members.birthday} is null`),
      direction(sql`substring(${members.birthday} from 1 for 2)`),
      direction(sql`substring(${members.birthday} from 4 for 2)`),
      ...tiebreak,
    ];
  }
  return [direction(sql`lower(${members[sort]})`), ...tiebreak];
}

/** How many members the filters let through, and the SPEC §2 footer counts among them, in one statement. */
export function selectCounts(db: DbExecutor, filters: SQL | undefined) {
  return db
    .select({
      total: count(),
      assignable: count(sql`case when ${members.status} = 'assignable' then 1 end`),
      admins: count(sql`case when ${members.is_admin} then 1 end`),
      partnered: count(members.partner_id),
    })
    .from(members)
    .where(filters);
}

export type CountsRow = Awaited<ReturnType<typeof selectCounts>>[number];

export function toCounts(row: CountsRow | undefined): { total: number; counts: MemberListCounts } {
  return {
    total: row?.total ?? 0,
    counts: { assignable: row?.assignable ?? 0, admins: row?.admins ?? 0, partnered: row?.partnered ?? 0 },
  };
}

const memberColumns = Object.entries(memberFields);
/** Timestamps leave as ISO 8601 text (API.md Member), as toMember writes them. */
const isoColumns = new Set(['geocoded_at', 'created_at', 'updated_at']);
const fromDriver = memberColumns.map(([key, column]): [string, (value: unknown) => unknown] =>
  isoColumns.has(key)
    ? [key, (value) => (column.mapFromDriverValue(value) as Date).toISOString()]
    : [key, (value) => column.mapFromDriverValue(value)],
);
const ID_INDEX = memberColumns.findIndex(([key]) => key === 'id');

/**
 * A row of `selectMembers` read as an array (postgres.js `.values()`, as drizzle reads it: the member's columns in
 * table order, then the partner's and friend's names) made into the Member toMember makes of the same row, in one
 * pass. Issue 27: the roster's rows went through drizzle's mapping, then an object per row, then toMember's copy;
 * on the members page that was a fifth of the server's time per request.
 */
export function memberFromValues(values: readonly unknown[], viewer: SessionUser | null): Member {
  const member: Record<string, unknown> = {};
  fromDriver.forEach(([key, convert], index) => {
    const value = values[index];
    member[key] = value === null || value === undefined ? null : convert(value);
  });
  // API.md: members who are not admins do not see other members' notes.
  if (viewer?.is_admin !== true && viewer?.id !== values[ID_INDEX]) member.notes = null;
  const names = memberColumns.length;
  member.partner_first_name = values[names] ?? null;
  member.partner_last_name = values[names + 1] ?? null;
  member.friend_first_name = values[names + 2] ?? null;
  member.friend_last_name = values[names + 3] ?? null;
  return member as Member;
}

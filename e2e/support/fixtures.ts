import { afterAll } from 'vitest';
import type { MemberStatus } from '@club/shared';
import { clubDatabase } from './club-database.js';

type MemberFixture = { id: number; email: string; first_name: string; last_name: string };

/**
 * Members made straight in the app's database for a spec, removed again after the spec file's tests, so specs
 * leave the database as they found it. Call at the top of a spec file.
 */
export function memberFixtures() {
  const sql = clubDatabase();
  const created: number[] = [];
  let keptSettings: { key: string; value: unknown }[] | undefined;
  afterAll(async () => {
    if (created.length > 0) await sql`delete from members where id in ${sql(created)}`;
    if (keptSettings) {
      const kept = keptSettings;
      await sql.begin(async (tx) => {
        await tx`delete from settings`;
        for (const { key, value } of kept)
          await tx`insert into settings (key, value) values (${key}, ${tx.json(value as never)})`;
      });
    }
    await sql.end();
  });
  return {
    async create(values: {
      first_name: string;
      last_name: string;
      email: string;
      admin?: boolean;
      address?: string;
      status?: MemberStatus;
      /** Issue 29: the language they chose on My details; unset they read the club's. */
      locale?: 'en' | 'de';
    }): Promise<MemberFixture> {
      const [row] = await sql<MemberFixture[]>`
        insert into members (first_name, last_name, email, role, is_admin, address, status, locale)
        values (${values.first_name}, ${values.last_name}, ${values.email}, ${values.admin ? 'admin' : 'member'}, ${Boolean(values.admin)},
                ${values.address ?? null}, ${values.status ?? 'assignable'}, ${values.locale ?? null})
        returning id, email, first_name, last_name`;
      created.push(row!.id);
      return row!;
    },
    /** Many members in one statement (issue 18's 2,000-member roster): `Paging0001, Pager1` onwards. */
    async createMany(count: number, prefix = 'Paging'): Promise<void> {
      const rows = Array.from({ length: count }, (_, index) => ({
        first_name: `Pager${index + 1}`,
        last_name: `${prefix}${String(index + 1).padStart(4, '0')}`,
        email: `${prefix.toLowerCase()}${index + 1}@paging.example.org`,
      }));
      const ids = await sql<{ id: number }[]>`insert into members ${sql(rows)} returning id`;
      created.push(...ids.map((row) => row.id));
    },
    async expireLoginTokens(memberId: number) {
      await sql`update login_tokens set expires_at = now() - interval '1 minute' where member_id = ${memberId}`;
    },
    /** Makes two fixture members each other's partner, as the member form would. */
    async linkPartners(a: number, b: number) {
      await sql`update members set partner_id = ${b} where id = ${a}`;
      await sql`update members set partner_id = ${a} where id = ${b}`;
    },
    /** Removes schedules a spec made through the app (their assignments go with them). */
    async deleteSchedules(names: string[]) {
      await sql`delete from schedules where name in ${sql(names)}`;
    },
    /** Remembers the club settings as they are now; they are put back after the spec file's tests. */
    async keepSettings() {
      keptSettings = await sql<{ key: string; value: unknown }[]>`select key, value from settings`;
    },
    /** Sets one club setting straight in the database; call keepSettings first so it is put back. */
    async setSetting(key: string, value: unknown) {
      await sql`
        insert into settings (key, value) values (${key}, ${sql.json(value as never)})
        on conflict (club_id, key) do update set value = excluded.value`;
    },
    /** A next schedule with one empty assignment per dance date (YYYY-MM-DD, in order), as the app would make it. */
    async createNextSchedule(name: string, danceDates: string[]) {
      await this.createSchedule(name, 'next', danceDates);
    },
    /** A current or next schedule with one empty assignment per dance date (YYYY-MM-DD, in order). */
    async createSchedule(name: string, type: 'current' | 'next', danceDates: string[]) {
      const [schedule] = await sql<{ id: number }[]>`
        insert into schedules (name, type, start_date, end_date)
        values (${name}, ${type}, ${danceDates[0]!}, ${danceDates.at(-1)!})
        returning id`;
      for (const danceDate of danceDates) {
        await sql`insert into assignments (schedule_id, dance_date) values (${schedule!.id}, ${danceDate})`;
      }
    },
    /** Puts members on a night of a named schedule, squarehead 1 onwards. */
    async assign(scheduleName: string, danceDate: string, memberIds: number[]) {
      const [first, second, third, fourth] = memberIds;
      await sql`
        update assignments set squarehead1_id = ${first ?? null}, squarehead2_id = ${second ?? null},
               squarehead3_id = ${third ?? null}, squarehead4_id = ${fourth ?? null}
         where dance_date = ${danceDate} and schedule_id = (select id from schedules where name = ${scheduleName})`;
    },
    /** A swap request of a night, taken by another member, as the accept link would leave it. */
    async createTakenSwap(requesterId: number, takerId: number, danceDate: string) {
      await sql`
        insert into swap_requests (requester_id, dance_date, kind, status, taken_by_id, resolved_at)
        values (${requesterId}, ${danceDate}, 'give_away', 'accepted', ${takerId}, now())`;
    },
    /** Removes members a spec made through the app itself, found by e-mail. */
    async deleteByEmail(emails: string[]) {
      await sql`delete from members where email in ${sql(emails)}`;
    },
  };
}

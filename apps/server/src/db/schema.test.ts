import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMember } from '../../test/factories.js';
import { pgErrorCode } from '../lib/pg-errors.js';
import { useTestApp } from '../../test/harness.js';
import { assignments, members, schedules } from './schema/index.js';

const t = useTestApp();

/** The SQLSTATE a write fails with, which tells which rule held. */
async function failureCode(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    return pgErrorCode(error);
  }
  return undefined;
}

describe('database rules that hold whatever the code does', () => {
  it('clears partner and friend links when the linked member is deleted', async () => {
    const partner = await createMember(t.db);
    const member = await createMember(t.db, { partner_id: partner.id, friend_id: partner.id });
    await t.db.delete(members).where(eq(members.id, partner.id));
    const [after] = await t.db.select().from(members).where(eq(members.id, member.id));
    expect(after).toMatchObject({ partner_id: null, friend_id: null });
  });

  it('refuses a link to a member who does not exist, and a link to oneself', async () => {
    expect(await failureCode(createMember(t.db, { partner_id: 999_999 }))).toBe('23503');
    const member = await createMember(t.db);
    expect(
      await failureCode(t.db.update(members).set({ partner_id: member.id }).where(eq(members.id, member.id))),
    ).toBe('23514');
  });

  it('keeps first name, last name and e-mail unique regardless of case', async () => {
    await createMember(t.db, { first_name: 'Jane', last_name: 'Smith', email: 'jane@example.org' });
    expect(
      await failureCode(createMember(t.db, { first_name: 'JANE', last_name: 'smith', email: 'Jane@Example.org' })),
    ).toBe('23505');
    await expect(
      createMember(t.db, { first_name: 'John', last_name: 'Smith', email: 'jane@example.org' }),
    ).resolves.toBeDefined();
  });

  it('keeps role and the admin flag in step', async () => {
    const member = await createMember(t.db);
    expect(await failureCode(t.db.update(members).set({ is_admin: true }).where(eq(members.id, member.id)))).toBe(
      '23514',
    );
  });

  it('allows at most one next and one current schedule, and any number archived', async () => {
    const period = { start_date: '2026-01-07', end_date: '2026-01-28' };
    await t.db.insert(schedules).values({ name: 'Next', type: 'next', ...period });
    await t.db.insert(schedules).values({ name: 'Current', type: 'current', ...period });
    expect(await failureCode(t.db.insert(schedules).values({ name: 'Next 2', type: 'next', ...period }))).toBe('23505');
    await t.db.insert(schedules).values([
      { name: 'Old 1', type: 'archived', ...period },
      { name: 'Old 2', type: 'archived', ...period },
    ]);
  });

  it('allows one assignment per schedule and date, and keeps dates as YYYY-MM-DD', async () => {
    const [schedule] = await t.db
      .insert(schedules)
      .values({ name: 'Next', type: 'next', start_date: '2026-01-07', end_date: '2026-01-28' })
      .returning();
    const [first] = await t.db
      .insert(assignments)
      .values({ schedule_id: schedule!.id, dance_date: '2026-01-07' })
      .returning();
    expect(first!.dance_date).toBe('2026-01-07');
    expect(first!.club_night_type).toBe('NORMAL');
    expect(
      await failureCode(t.db.insert(assignments).values({ schedule_id: schedule!.id, dance_date: '2026-01-07' })),
    ).toBe('23505');
  });
});

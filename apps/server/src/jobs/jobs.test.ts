import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginTokens, sessions } from '../db/schema/index.js';
import { issueLoginLink, purgeExpiredAuth } from '../modules/auth/auth.service.js';
import { findMemberById, getMainAdminId, toSessionUser } from '../modules/users/users.service.js';
import { useTestApp } from '../../test/harness.js';
import { PURGE_EXPIRED_AUTH_JOB } from './queues.js';

const t = useTestApp({ jobs: true, reset: false });

describe('background jobs', () => {
  it('schedules the hourly purge of expired sign-in tokens and sessions in pg-boss', async () => {
    const schedules = await t.app.jobs.boss.getSchedules();
    expect(schedules.map((schedule) => schedule.name)).toContain(PURGE_EXPIRED_AUTH_JOB);
  });

  it('purges what is expired or used, and keeps what still works', async () => {
    const admin = toSessionUser((await findMemberById(t.db, (await getMainAdminId(t.db))!))!);
    await issueLoginLink(t, admin);
    await issueLoginLink(t, admin);
    await t.db.execute(
      sql`update login_tokens set expires_at = now() - interval '2 days' where id = (select min(id) from login_tokens)`,
    );
    await t.signIn(await findMemberById(t.db, admin.id).then((member) => member!));
    await t.db
      .insert(sessions)
      .values({ member_id: admin.id, expires_at: new Date(Date.now() - 1000), kind: 'login_link' });

    const jobId = await t.app.jobs.boss.send(PURGE_EXPIRED_AUTH_JOB, {});
    await expect
      .poll(async () => (await t.app.jobs.boss.getJobById(PURGE_EXPIRED_AUTH_JOB, jobId!))?.state, { timeout: 15_000 })
      .toBe('completed');
    await t.clubRunsDone();
    expect(await purgeExpiredAuth(t.db)).toEqual({ tokens: 0, sessions: 0 });
    // The fresh link used by signIn and the live session stay.
    expect(await t.db.select().from(loginTokens)).toHaveLength(2);
    expect(await t.db.select().from(sessions)).toHaveLength(1);
  });
});

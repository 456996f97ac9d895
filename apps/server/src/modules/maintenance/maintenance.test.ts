import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAINTENANCE_MESSAGES } from '@club/shared';
import { assignments, importLogs, members, schedules } from '../../db/schema/index.js';
import { createMember } from '../../../test/factories.js';
import { bearer, callTrpc, useTestApp } from '../../../test/harness.js';
import { multipart } from '../../../test/multipart.js';
import { getMainAdminId } from '../users/users.service.js';

const t = useTestApp();
let admin: typeof members.$inferSelect;
let adminToken: string;
beforeEach(async () => {
  admin = await createMember(t.db, { role: 'admin' });
  adminToken = await t.signIn(admin);
});

describe('clearing members', () => {
  it('removes everyone but the main administrator and the admin who asks, and frees their duty slots', async () => {
    const dancers = [
      await createMember(t.db, { status: 'assignable' }),
      await createMember(t.db, { status: 'assignable' }),
      await createMember(t.db),
    ];
    await t.db.update(members).set({ partner_id: dancers[0]!.id }).where(eq(members.id, admin.id));
    const [schedule] = await t.db
      .insert(schedules)
      .values({ name: 'Now', type: 'current', start_date: '2027-01-01', end_date: '2027-01-31' })
      .returning();
    await t.db.insert(assignments).values({
      schedule_id: schedule!.id,
      dance_date: '2027-01-06',
      squarehead1_id: dancers[0]!.id,
      squarehead2_id: admin.id,
    });

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/maintenance/clear-members',
      headers: bearer(adminToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ deleted_count: 3 });
    const left = await t.db.select().from(members);
    expect(left.map((member) => member.id).sort()).toEqual([await getMainAdminId(t.db), admin.id].sort());
    expect(left.find((member) => member.id === admin.id)!.partner_id).toBeNull();
    const [night] = await t.db.select().from(assignments);
    expect(night).toMatchObject({ squarehead1_id: null, squarehead2_id: admin.id });
    expect((await callTrpc(t.app, 'maintenance.clearMembers', { token: adminToken, type: 'mutation' })).data).toEqual({
      deleted_count: 0,
    });
  });

  it('keeps the old GET for scripts with a bearer token, never on a browser cookie', async () => {
    await createMember(t.db);
    const withCookie = await t.app.inject({
      method: 'GET',
      url: '/api/maintenance/direct-clear-members',
      cookies: { club_session: adminToken },
    });
    expect(withCookie.statusCode).toBe(401);
    expect(withCookie.json().message).toBe(MAINTENANCE_MESSAGES.bearerRequired);
    expect(await t.db.select().from(members)).toHaveLength(3);
    const withBearer = await t.app.inject({
      method: 'GET',
      url: '/api/maintenance/direct-clear-members',
      headers: bearer(adminToken),
    });
    expect(withBearer.json().data).toEqual({ deleted_count: 1 });
  });

  it('is refused to members', async () => {
    const memberToken = await t.signIn(await createMember(t.db));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/maintenance/clear-members',
      headers: bearer(memberToken),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Admin access required to clear members');
    expect(await t.db.select().from(members)).toHaveLength(3);
  });
});

describe('import logs', () => {
  it('lists each import with its result, newest first, and clears them', async () => {
    const csv = 'Name,Email,Phone\n"Smith, Jane",jane@example.org,555-1234\n';
    for (const fileName of ['first.csv', 'second.csv']) {
      const body = multipart('file', fileName, csv, 'text/csv');
      await t.app.inject({
        method: 'POST',
        url: '/api/users/import',
        payload: body.payload,
        headers: { ...body.headers, ...bearer(adminToken) },
      });
    }
    const { data } = (
      await t.app.inject({ method: 'GET', url: '/api/maintenance/import-logs', headers: bearer(adminToken) })
    ).json();
    expect(data.logs.map((log: { file_name: string }) => log.file_name)).toEqual(['second.csv', 'first.csv']);
    expect(data.logs[1]).toMatchObject({ by_user_id: admin.id, result: { imported: 1, skipped: 0, errors: [] } });
    expect(data.logs[0].result).toMatchObject({ imported: 0 });

    const cleared = await t.app.inject({
      method: 'POST',
      url: '/api/maintenance/clear-import-logs',
      headers: bearer(adminToken),
    });
    expect(cleared.json().data).toEqual({ deleted_count: 2 });
    expect(await t.db.select().from(importLogs)).toEqual([]);
    expect((await callTrpc(t.app, 'maintenance.importLogs', { token: adminToken })).data).toEqual({ logs: [] });
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { auditEntries, type members } from '../../db/schema/index.js';
import { createMember } from '../../../test/factories.js';
import { bearer, callTrpc, useTestApp } from '../../../test/harness.js';
import { multipart } from '../../../test/multipart.js';
import { recordAudit } from './audit.service.js';

const t = useTestApp();
let admin: typeof members.$inferSelect;
let adminToken: string;
beforeEach(async () => {
  admin = await createMember(t.db, { role: 'admin', first_name: 'Ada', last_name: 'Admin' });
  adminToken = await t.signIn(admin);
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function call(method: Method, url: string, payload?: object, token = adminToken) {
  const response = await t.app.inject({
    method,
    url: `/api${url}`,
    ...(payload ? { payload } : {}),
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json().data;
}
/** The newest entry with this action, as the admin page receives it. */
async function latest(action: string) {
  const { entries } = await call('GET', `/maintenance/audit-log?action=${encodeURIComponent(action)}`);
  expect(entries.length, `no ${action} entry`).toBeGreaterThan(0);
  return entries[0];
}

describe('every admin change is recorded with who, when and what', () => {
  it('members: create, update as old → new, delete, partner links and import', async () => {
    const partner = await createMember(t.db, { first_name: 'Pat', last_name: 'Partner' });
    const created = await call('POST', '/users', {
      first_name: 'Jo',
      last_name: 'Dancer',
      email: 'jo@example.org',
      phone: '555-1234',
    });
    expect(await latest('member.create')).toMatchObject({
      actor_id: admin.id,
      actor_name: 'Ada Admin',
      entity: 'member',
      entity_id: created.id,
      details: { name: 'Jo Dancer' },
    });

    await call('PUT', `/users/${created.id}`, { phone: '555-9999', first_name: 'Jo', partner_id: partner.id });
    const update = await latest('member.update');
    expect(update.details.changes).toEqual({
      phone: { old: '555-1234', new: '555-9999' },
      partner_id: { old: null, new: partner.id },
    });
    expect(Date.parse(update.at)).toBeGreaterThan(Date.now() - 60_000);

    await call('DELETE', `/users/${created.id}`);
    expect(await latest('member.delete')).toMatchObject({ entity_id: created.id, details: { name: 'Jo Dancer' } });

    const body = multipart('file', 'roster.csv', 'Name,Email\n"Smith, Jane",jane@example.org\n', 'text/csv');
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/users/import',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(adminToken) },
    });
    expect(imported.statusCode).toBe(200);
    expect((await latest('member.import')).details).toMatchObject({
      file_name: 'roster.csv',
      imported: 1,
      updated: 0,
      skipped: 0,
      error_count: 0,
    });
  });

  it('schedules and assignments: create, add dates, edit as old → new names and notes, delete, auto-fill, promote, clear', async () => {
    const ann = await createMember(t.db, { first_name: 'Ann', last_name: 'Lee', status: 'assignable' });
    const bo = await createMember(t.db, { first_name: 'Bo', last_name: 'Ray', status: 'assignable' });
    const view = await call('POST', '/schedules/next', {
      name: 'Spring',
      start_date: '2027-04-01',
      end_date: '2027-04-30',
    });
    expect((await latest('schedule.create')).details).toMatchObject({
      name: 'Spring',
      start_date: '2027-04-01',
      end_date: '2027-04-30',
    });
    await call('POST', '/schedules/next/add-dates', { start_date: '2027-05-01', end_date: '2027-05-31' });
    expect((await latest('schedule.add_dates')).details).toMatchObject({ name: 'Spring', added_count: 4 });

    const night = view.assignments[0];
    const edit = {
      club_night_type: 'NORMAL',
      squarehead1_id: ann.id,
      squarehead2_id: null,
      squarehead3_id: null,
      squarehead4_id: null,
      notes: 'Bring cake',
    };
    await call('PUT', `/schedules/assignments/${night.id}`, edit);
    await call('PUT', `/schedules/assignments/${night.id}`, { ...edit, squarehead1_id: bo.id, notes: 'Bring pie' });
    expect(await latest('assignment.update')).toMatchObject({
      entity: 'assignment',
      entity_id: night.id,
      details: {
        dance_date: night.dance_date,
        changes: { squarehead1_id: { old: 'Ann Lee', new: 'Bo Ray' }, notes: { old: 'Bring cake', new: 'Bring pie' } },
      },
    });
    await call('DELETE', `/schedules/assignments/${view.assignments[1].id}`);
    expect((await latest('assignment.delete')).details).toEqual({ dance_date: view.assignments[1].dance_date });
    await call('POST', '/schedules/next/auto-fill', { apply: true });
    expect((await latest('schedule.auto_fill')).details.filled).toBeGreaterThan(0);
    await call('POST', '/schedules/promote');
    expect((await latest('schedule.promote')).details).toEqual({ name: 'Spring' });
    await call('POST', '/maintenance/clear-current-schedule');
    expect((await latest('schedule.clear_current')).details).toMatchObject({ name: 'Spring' });
  });

  it('settings: old → new for plain keys, secrets only "changed" and their values nowhere in the log', async () => {
    await call('PUT', '/settings', { club_name: 'Old Name' });
    await call('PUT', '/settings', { club_name: 'New Name', smtp_password: 'hunter2-secret' });
    const entry = await latest('settings.update');
    expect(entry.details).toEqual({
      keys: ['club_name', 'smtp_password'],
      changes: { club_name: { old: 'Old Name', new: 'New Name' }, smtp_password: 'changed' },
    });
    const stored = await t.db.select().from(auditEntries);
    expect(JSON.stringify(stored)).not.toContain('hunter2-secret');
  });

  it('maintenance: clearing members and import logs, backups, API tokens', async () => {
    await createMember(t.db);
    await call('POST', '/maintenance/clear-members');
    expect((await latest('members.clear')).details).toEqual({ deleted_count: 1 });
    await call('POST', '/maintenance/clear-import-logs');
    expect((await latest('import_logs.clear')).details).toEqual({ deleted_count: 0 });
    const backup = await call('POST', '/maintenance/backups');
    expect(await latest('backup.create')).toMatchObject({
      actor_id: admin.id,
      details: { file_name: backup.file_name },
    });
    const token = await call('POST', '/auth/api-tokens', { name: 'Script' });
    expect((await latest('api_token.create')).details).toEqual({ name: 'Script' });
    await call('DELETE', `/auth/api-tokens/${token.id}`);
    expect(await latest('api_token.revoke')).toMatchObject({ entity_id: token.id, details: { name: 'Script' } });
  });
});

describe('browsing the audit log', () => {
  async function seed() {
    const other = await createMember(t.db, { role: 'admin', first_name: 'Bea', last_name: 'Boss' });
    const rows = [
      {
        at: new Date('2027-01-10T12:00:00Z'),
        actor_id: admin.id,
        action: 'member.update',
        entity: 'member',
        details: { changes: { phone: { old: '1', new: '2' } } },
      },
      {
        at: new Date('2027-01-20T12:00:00Z'),
        actor_id: other.id,
        action: 'schedule.create',
        entity: 'schedule',
        details: { name: 'Winter' },
      },
      {
        at: new Date('2027-02-05T12:00:00Z'),
        actor_id: null,
        action: 'backup.create',
        entity: 'backup',
        details: { file_name: 'x.gz' },
      },
    ];
    await t.db.insert(auditEntries).values(rows);
    return other;
  }
  const list = async (query: string) => call('GET', `/maintenance/audit-log${query}`);

  it('filters by actor, entity, action prefix, dates in the club time zone and text, newest first', async () => {
    const other = await seed();
    expect((await list('')).entries.map((entry: { action: string }) => entry.action)).toEqual([
      'backup.create',
      'schedule.create',
      'member.update',
    ]);
    expect((await list(`?actor_id=${other.id}`)).entries).toMatchObject([
      { action: 'schedule.create', actor_name: 'Bea Boss' },
    ]);
    expect((await list('?entity=member')).entries).toHaveLength(1);
    expect((await list('?action=schedule.')).entries).toHaveLength(1);
    expect((await list('?from=2027-01-15&to=2027-01-31')).entries).toMatchObject([{ action: 'schedule.create' }]);
    expect((await list('?search=winter')).entries).toMatchObject([{ action: 'schedule.create' }]);
    expect((await list('?search=100%25')).entries).toEqual([]);
    expect((await list('?entity=backup')).entries).toMatchObject([{ actor_id: null, actor_name: 'System' }]);
  });

  it('names a deleted actor "Deleted member" and hides the kept name from the details', async () => {
    const gone = await createMember(t.db, { role: 'admin', first_name: 'Gus', last_name: 'Gone' });
    await call('PUT', '/settings', { club_name: 'By Gus' }, await t.signIn(gone));
    await call('DELETE', `/users/${gone.id}`);
    const entry = await latest('settings.update');
    expect(entry).toMatchObject({ actor_id: null, actor_name: 'Deleted member (Gus Gone)' });
    expect(entry.details).not.toHaveProperty('actor_name');
  });

  it('keeps the member an admin acted for by name, out of the details, after that member is deleted', async () => {
    const member = await createMember(t.db, { first_name: 'Cal', last_name: 'Caller' });
    await recordAudit(t.db, {
      actorId: admin.id,
      action: 'availability.update',
      entity: 'member',
      entityId: member.id,
      details: { away: 1 },
      onBehalfOf: member.id,
    });
    const entry = await latest('availability.update');
    expect(entry).toMatchObject({ actor_name: 'Ada Admin', on_behalf_of: { id: member.id, name: 'Cal Caller' } });
    expect(entry.details).toEqual({ away: 1 });

    await call('DELETE', `/users/${member.id}`);
    expect((await latest('availability.update')).on_behalf_of).toEqual({ id: member.id, name: 'Cal Caller' });
    expect((await latest('member.delete')).on_behalf_of).toBeNull();
  });

  it('pages with limit and cursor, over tRPC too', async () => {
    await t.db.insert(auditEntries).values(
      Array.from({ length: 5 }, (_, index) => ({
        action: `test.${index}`,
        entity: 'member',
        at: new Date(Date.UTC(2027, 0, index + 1)),
      })),
    );
    const first = await list('?limit=2');
    expect(first).toMatchObject({ total: 5, next_cursor: 2 });
    expect(first.entries.map((entry: { action: string }) => entry.action)).toEqual(['test.4', 'test.3']);
    const last = await callTrpc(t.app, 'maintenance.auditLog', { token: adminToken, input: { limit: 2, cursor: 4 } });
    expect(last.data).toMatchObject({ total: 5, next_cursor: null, entries: [{ action: 'test.0' }] });
    expect((await list('')).entries).toHaveLength(5);
  });

  it('is refused to members and answers a bad filter with a readable 422', async () => {
    const memberToken = await t.signIn(await createMember(t.db));
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/maintenance/audit-log',
      headers: bearer(memberToken),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Admin access required to see the audit log');
    expect((await callTrpc(t.app, 'maintenance.auditLog', { token: memberToken, input: {} })).status).toBe(403);

    const badDate = await t.app.inject({
      method: 'GET',
      url: '/api/maintenance/audit-log?from=2027-02-30',
      headers: bearer(adminToken),
    });
    expect(badDate.statusCode).toBe(422);
    expect(badDate.json().errors).toEqual({ from: 'Please enter a valid date' });
    const reversed = await t.app.inject({
      method: 'GET',
      url: '/api/maintenance/audit-log?from=2027-03-01&to=2027-02-01&limit=500',
      headers: bearer(adminToken),
    });
    expect(reversed.json().errors).toEqual({
      to: 'The start date must be on or before the end date',
      limit: 'The page size can be at most 200',
    });
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MEMBER_MESSAGES } from '@club/shared';
import { members } from '../../db/schema/index.js';
import { createMember } from '../../../test/factories.js';
import { bearer, callTrpc, createTestApp, useTestApp } from '../../../test/harness.js';
import { ensureMainAdmin, findMemberById, getMainAdminId } from './users.service.js';

const t = useTestApp({ env: { MAIN_ADMIN_EMAIL: 'Chair@Club.example' } });

const api = (method: 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** A second server started on the same database, as after a restart with a different environment. */
async function restartWith(env: Record<string, string>) {
  const restarted = await createTestApp({ databaseOf: t, env });
  await restarted.close();
}

describe('main administrator', () => {
  it('is created on start from MAIN_ADMIN_EMAIL', async () => {
    const rows = await t.db.select().from(members);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'chair@club.example', role: 'admin', is_admin: true, is_main_admin: true });
  });

  it('is made an admin again on the next start if someone demoted it', async () => {
    const id = (await getMainAdminId(t.db))!;
    // The database itself refuses a main administrator without admin rights.
    await expect(
      t.db.update(members).set({ role: 'member', is_admin: false }).where(eq(members.id, id)),
    ).rejects.toThrow();
    await t.db.update(members).set({ role: 'member', is_admin: false, is_main_admin: false }).where(eq(members.id, id));
    const restored = await ensureMainAdmin(t.db, t.config.mainAdminEmail);
    expect(restored).toMatchObject({ id, role: 'admin', is_admin: true, is_main_admin: true });
    expect(await t.db.select().from(members)).toHaveLength(1);
  });

  it('is picked once, on an installation from before the flag, as the oldest member with MAIN_ADMIN_EMAIL', async () => {
    const mainId = (await getMainAdminId(t.db))!;
    await t.db.update(members).set({ is_main_admin: false }).where(eq(members.id, mainId));
    await createMember(t.db, { email: 'CHAIR@club.example', first_name: 'Partner' });
    await restartWith({ MAIN_ADMIN_EMAIL: 'chair@club.example' });
    expect(await getMainAdminId(t.db)).toBe(mainId);
    expect(await t.db.select().from(members)).toHaveLength(2);
  });

  it('is not changed by a different MAIN_ADMIN_EMAIL at the next start, even for a member who holds that address', async () => {
    const mainId = (await getMainAdminId(t.db))!;
    const holder = await createMember(t.db, { email: 'new-chair@club.example' });
    await restartWith({ MAIN_ADMIN_EMAIL: 'new-chair@club.example' });
    expect(await getMainAdminId(t.db)).toBe(mainId);
    expect(await findMemberById(t.db, holder.id)).toMatchObject({
      is_admin: false,
      role: 'member',
      is_main_admin: false,
    });
    expect(await t.db.select().from(members)).toHaveLength(2);
  });
});

describe('taking over the main administrator (issue 14)', () => {
  it('is refused to another admin: moving the e-mail away, then demoting, then deleting', async () => {
    const mainId = (await getMainAdminId(t.db))!;
    const other = await createMember(t.db, { email: 'other-admin@example.org', role: 'admin' });
    const token = await t.signIn(other);

    const moved = await api('PUT', `/api/users/${mainId}`, token, { email: 'moved@x.org' });
    expect(moved.statusCode).toBe(403);
    expect(moved.json().message).toBe(MEMBER_MESSAGES.mainAdminEmailOwn);
    const demoted = await api('PUT', `/api/users/${mainId}`, token, { is_admin: false });
    expect(demoted.statusCode).toBe(403);
    expect(demoted.json().message).toBe(MEMBER_MESSAGES.mainAdminStaysAdmin);
    const deleted = await api('DELETE', `/api/users/${mainId}`, token);
    expect(deleted.statusCode).toBe(403);
    expect(deleted.json().message).toBe(MEMBER_MESSAGES.mainAdminProtected);
    expect(await findMemberById(t.db, mainId)).toMatchObject({
      email: 'chair@club.example',
      is_admin: true,
      is_main_admin: true,
    });
    const overTrpc = await callTrpc(t.app, 'users.update', {
      type: 'mutation',
      token,
      input: { id: mainId, data: { email: 'moved@x.org' } },
    });
    expect(overTrpc.status).toBe(403);
    expect(overTrpc.error.message).toBe(MEMBER_MESSAGES.mainAdminEmailOwn);
    // The other admin still edits the main administrator's other fields.
    expect((await api('PUT', `/api/users/${mainId}`, token, { phone: '555 0100' })).statusCode).toBe(200);
  });

  it('is not possible by taking the address the main administrator moved away from, and restarting', async () => {
    const mainId = (await getMainAdminId(t.db))!;
    const mainToken = await t.signIn((await findMemberById(t.db, mainId))!);
    expect(
      (await api('PUT', `/api/users/${mainId}`, mainToken, { email: 'chair-private@club.example' })).statusCode,
    ).toBe(200);

    const member = await createMember(t.db, { email: 'plain@example.org' });
    const memberToken = await t.signIn(member);
    // The address is free now, so taking it is an ordinary edit of one's own e-mail.
    expect((await api('PUT', `/api/users/${member.id}`, memberToken, { email: 'Chair@Club.example' })).statusCode).toBe(
      200,
    );
    await restartWith({ MAIN_ADMIN_EMAIL: 'chair@club.example' });

    expect(await getMainAdminId(t.db)).toBe(mainId);
    expect(await findMemberById(t.db, member.id)).toMatchObject({
      is_admin: false,
      role: 'member',
      is_main_admin: false,
    });
    const me = await callTrpc(t.app, 'auth.me', { token: memberToken });
    expect(me.data).toMatchObject({ id: member.id, is_admin: false });
    expect((await api('DELETE', `/api/users/${mainId}`, memberToken)).statusCode).toBe(403);
  });
});

describe('taking another member’s address', () => {
  it('is refused when a member edits their own e-mail, whatever its case', async () => {
    const ann = await createMember(t.db, { email: 'ann@example.org' });
    const bob = await createMember(t.db, { email: 'bob@example.org' });
    const bobToken = await t.signIn(bob);
    for (const email of ['ann@example.org', 'ANN@Example.org', 'chair@club.example']) {
      const response = await api('PUT', `/api/users/${bob.id}`, bobToken, { email });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        message: MEMBER_MESSAGES.emailTaken,
        errors: { email: MEMBER_MESSAGES.emailTaken },
      });
    }
    expect(await findMemberById(t.db, bob.id)).toMatchObject({ email: 'bob@example.org' });
    expect(await findMemberById(t.db, ann.id)).toMatchObject({ email: 'ann@example.org' });
    // A case change of one's own address takes nobody's.
    expect((await api('PUT', `/api/users/${bob.id}`, bobToken, { email: 'Bob@example.org' })).statusCode).toBe(200);
  });

  it('is allowed to an admin, and a couple sharing an address keeps editing their own records', async () => {
    const admin = await createMember(t.db, { email: 'ada@example.org', role: 'admin' });
    const ann = await createMember(t.db, { email: 'ann@example.org' });
    const bob = await createMember(t.db, { email: 'bob@example.org' });
    expect(
      (await api('PUT', `/api/users/${bob.id}`, await t.signIn(admin), { email: 'ann@example.org' })).statusCode,
    ).toBe(200);
    for (const member of [ann, bob]) {
      const token = await t.signIn(member);
      const response = await api('PUT', `/api/users/${member.id}`, token, {
        email: 'ann@example.org',
        phone: '555 0199',
      });
      expect(response.statusCode).toBe(200);
    }
  });
});

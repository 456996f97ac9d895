import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { ensureMainAdmin, getMainAdminId } from './users.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { MAIN_ADMIN_EMAIL: 'Chair@Club.example' } });
});
beforeEach(() => t.reset());
afterAll(() => t.close());

describe('main administrator', () => {
  it('is created on start from MAIN_ADMIN_EMAIL', async () => {
    const rows = await t.db.select().from(members);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'chair@club.example', role: 'admin', is_admin: true });
  });

  it('is made an admin again on the next start if someone demoted it', async () => {
    const id = (await getMainAdminId(t.db, 'chair@club.example'))!;
    await t.db.update(members).set({ role: 'member', is_admin: false }).where(eq(members.id, id));
    const restored = await ensureMainAdmin(t.db, t.config.mainAdminEmail);
    expect(restored).toMatchObject({ id, role: 'admin', is_admin: true });
    expect(await t.db.select().from(members)).toHaveLength(1);
  });
});

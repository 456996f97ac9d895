import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members, settings } from '../../db/schema/index.js';
import { createMember } from '../../../test/factories.js';
import { useTestApp } from '../../../test/harness.js';
import { rereadPhones } from './phones.service.js';

const t = useTestApp();
const e164Of = async (id: number) =>
  (await t.db.select({ e164: members.phone_e164 }).from(members).where(eq(members.id, id)))[0]?.e164;

describe('reading stored phone numbers again (issue 26)', () => {
  it('reads only the numbers never read, or all of them, and answers how many changed', async () => {
    const unread = await createMember(t.db, { phone: '030 1234567', phone_e164: null });
    const read = await createMember(t.db, { phone: '030 7654321', phone_e164: '+1307654321' });
    await createMember(t.db, { phone: null });
    expect(await rereadPhones(t.db, 'DE', { onlyUnread: true })).toBe(1);
    expect([await e164Of(unread.id), await e164Of(read.id)]).toEqual(['+49301234567', '+1307654321']);
    expect(await rereadPhones(t.db, 'DE', { onlyUnread: false })).toBe(1);
    expect(await e164Of(read.id)).toBe('+49307654321');
    expect(await rereadPhones(t.db, 'DE', { onlyUnread: false })).toBe(0);
  });

  it('reads the numbers of members saved before the column at the next start', async () => {
    await t.db.insert(settings).values({ key: 'system_timezone', value: 'Europe/Berlin' });
    const member = await createMember(t.db, { phone: '+49 (0)30 1234567', phone_e164: null });
    await t.app.close();
    const restarted = await t.reopen();
    await restarted.app.ready();
    const [after] = await restarted.db.select().from(members).where(eq(members.id, member.id));
    expect(after).toMatchObject({ phone: '+49 (0)30 1234567', phone_e164: '+49301234567' });
  });
});

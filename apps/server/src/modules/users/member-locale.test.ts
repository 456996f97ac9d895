import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { MEMBER_MESSAGES } from '@club/shared';
import { clubs, members } from '../../db/schema/index.js';
import { clubLocaleOf, memberLocale } from '../../lib/reader-locale.js';
import { createMember } from '../../../test/factories.js';
import { bearer, callTrpc, useTestApp } from '../../../test/harness.js';

// Issue 29 (decision 089): a member's own language, the club's, and who may set which.
const t = useTestApp();
let adminToken: string;
let member: Awaited<ReturnType<typeof createMember>>;
let memberToken: string;
beforeEach(async () => {
  adminToken = await t.signIn(await createMember(t.db, { first_name: 'Ada', role: 'admin' }));
  member = await createMember(t.db, { first_name: 'Greta', last_name: 'Berg', email: 'greta@example.org' });
  memberToken = await t.signIn(member);
});

const api = (method: 'GET' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe("a member's language", () => {
  it('starts as the club’s (null) and is one the member may set on their own record', async () => {
    expect((await api('GET', `/api/users/${member.id}`, memberToken)).json().data.locale).toBeNull();
    const saved = await api('PUT', `/api/users/${member.id}`, memberToken, { locale: 'de' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.locale).toBe('de');
    expect((await callTrpc(t.app, 'auth.me', { token: memberToken })).data.locale).toBe('de');
    const back = await api('PUT', `/api/users/${member.id}`, memberToken, { locale: '' });
    expect(back.json().data.locale).toBeNull();
  });

  it("is not another member's to set; an admin sets anyone's", async () => {
    const other = await createMember(t.db, { first_name: 'Otto', email: 'otto@example.org' });
    const refused = await api('PUT', `/api/users/${other.id}`, memberToken, { locale: 'de' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MEMBER_MESSAGES.noPermissionToEdit);
    const byAdmin = await api('PUT', `/api/users/${other.id}`, adminToken, { locale: 'de' });
    expect(byAdmin.json().data.locale).toBe('de');
  });

  it('is one of the catalog’s languages, in the schema and in the database', async () => {
    const refused = await api('PUT', `/api/users/${member.id}`, memberToken, { locale: 'fr' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toMatchObject({ locale: 'Choose a language from the list' });
    await expect(t.db.update(members).set({ locale: 'fr' }).where(eq(members.id, member.id))).rejects.toThrow();
  });

  it('is read as the member’s own, else the club’s', () => {
    expect(memberLocale({ locale: 'de' }, 'en')).toBe('de');
    expect(memberLocale({ locale: null }, 'de')).toBe('de');
    expect(memberLocale({ locale: 'xx' }, 'en')).toBe('en');
  });
});

describe("the club's language", () => {
  it('is English by default, set by an admin, read by members, and copied into the register', async () => {
    expect(await clubLocaleOf(t.db)).toBe('en');
    const saved = await api('PUT', '/api/settings', adminToken, { club_locale: 'de' });
    expect(saved.statusCode).toBe(200);
    expect(await clubLocaleOf(t.db)).toBe('de');
    expect((await api('GET', '/api/settings', memberToken)).json().data.club_locale).toBe('de');
    const [register] = await t.db.execute<{ locale: string }>(
      sql`select ${clubs.locale} as locale from ${clubs} where ${clubs.id} = ${t.club.id}`,
    );
    expect(register?.locale).toBe('de');
  });

  it('refuses a language the catalog does not have, and is not a member’s to change', async () => {
    expect((await api('PUT', '/api/settings', adminToken, { club_locale: 'fr' })).statusCode).toBe(422);
    expect((await api('PUT', '/api/settings', memberToken, { club_locale: 'de' })).statusCode).toBe(403);
    expect(await clubLocaleOf(t.db)).toBe('en');
  });
});

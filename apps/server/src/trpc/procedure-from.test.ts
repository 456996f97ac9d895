import { describe, expect, it } from 'vitest';
import { createMember } from '../../test/factories.js';
import { callTrpc, useTestApp } from '../../test/harness.js';
import { issueLoginLink } from '../modules/auth/auth.service.js';
import { toSessionUser } from '../modules/users/users.service.js';

// Decision 043: what a procedure takes over from the declaration it is built from, beyond the gate (the permission
// matrix walks that) and each module's own answers (its tests call the procedures).
const t = useTestApp();
const cookieOf = (answer: Awaited<ReturnType<typeof callTrpc>>) => answer.response.headers['set-cookie'];

describe('a procedure built from a declaration', () => {
  it("sets the session cookie from the answer's token where the declaration says so, and clears it at logout", async () => {
    const link = await issueLoginLink(t, toSessionUser(await createMember(t.db)));
    const signedIn = await callTrpc(t.app, 'auth.validateToken', { type: 'mutation', input: { token: link.token } });
    expect(String(cookieOf(signedIn))).toMatch(new RegExp(`^club_session=${signedIn.data.token};.*HttpOnly`));
    expect(cookieOf(await callTrpc(t.app, 'auth.me', { token: signedIn.data.token }))).toBeUndefined();
    const out = await callTrpc(t.app, 'auth.logout', { type: 'mutation', token: signedIn.data.token });
    expect(String(cookieOf(out))).toContain('club_session=;');

    // A declaration of its own (no REST route) says it the same way (a development sign-in, with this start's key).
    const developer = await callTrpc(t.app, 'auth.devLogin', {
      type: 'mutation',
      headers: { 'x-dev-key': t.config.devShortcutKey ?? '' },
    });
    expect(String(cookieOf(developer))).toContain(`club_session=${developer.data.token};`);
  });

  it('parses a body of two forms with the schema of the form it is, as REST does, so the errors are that form’s', async () => {
    const token = await t.signIn(await createMember(t.db));
    const mark = (input: object) => callTrpc(t.app, 'duties.setAvailability', { token, type: 'mutation', input });
    const night = await mark({ dance_date: '2027-03-03', available: false, replacement: 7 });
    expect([night.status, night.error.data.fieldErrors]).toEqual([
      400,
      { replacement: 'Choose one of: ask_others, tell_admins' },
    ]);
    const away = await mark({ away: [{ kind: 'month', month: 13 }] });
    expect([away.status, away.error.data.fieldErrors]).toEqual([400, { 'away.0.month': 'Choose a month' }]);
  });

  it('names a path id left out as a field error, and reads the body under data', async () => {
    const token = await t.signIn(await createMember(t.db, { role: 'admin' }));
    const missing = await callTrpc(t.app, 'users.get', { token });
    expect([missing.status, missing.error.data.fieldErrors]).toEqual([400, { id: 'Must be a whole number' }]);
    const member = await createMember(t.db);
    const updated = await callTrpc(t.app, 'users.update', {
      token,
      type: 'mutation',
      input: { id: member.id, data: { phone: '555 0199' } },
    });
    expect(updated.data).toMatchObject({ id: member.id, phone: '555 0199' });
  });
});

import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInClub, SYSTEM } from '../src/lib/context.js';
import { issueLoginLink } from '../src/modules/auth/auth.service.js';
import {
  BACKUP_UNIT,
  backupFolderOf,
  createBackup,
  restoreBackup,
} from '../src/modules/maintenance/backups.service.js';
import { findMembersByEmail, toSessionUser } from '../src/modules/users/users.service.js';
import { bearer, openClub, useTestApp } from './harness.js';

// Issue 28 point 8: a club's backup restored into a new club of the same deployment, beside the club it was made in.
// Every row arrives; a link or token the first club still holds keeps working there and only there.
const t = useTestApp({ env: { CLUBS: 'multi' } });
let owner: postgres.Sql;
beforeAll(() => {
  owner = postgres(t.config.databaseOwnerUrl!, { max: 1, onnotice: () => {} });
});
afterAll(() => owner.end());

const rowsOf = async (clubId: number) =>
  Object.fromEntries(
    (
      await owner<{ table: string; rows: number }[]>`
        select 'members' as table, count(*)::int as rows from members where club_id = ${clubId}
        union all select 'login_tokens', count(*)::int from login_tokens where club_id = ${clubId}
        union all select 'api_tokens', count(*)::int from api_tokens where club_id = ${clubId}
        union all select 'sessions', count(*)::int from sessions where club_id = ${clubId}`
    ).map((row) => [row.table, row.rows]),
  );

describe('restoring a backup into another club', () => {
  it('copies every row, starts without sessions, and gives the tokens the first club holds hashes no token has', async () => {
    const origin = await openClub(t.app, { slug: 'origin', name: 'Origin Squares' });
    const scope = { club: origin, caller: SYSTEM, log: t.app.log };
    const newLink = () =>
      runInClub(t.app.contextDeps, scope, async (ctx) => {
        const [admin] = await findMembersByEmail(ctx.db, t.config.mainAdminEmail);
        return issueLoginLink(ctx, toSessionUser(admin!));
      });
    const signIn = (slug: string, token: string) =>
      t.app.inject({ method: 'POST', url: `/c/${slug}/api/auth/validate-token`, payload: { token } });
    const session = (await signIn('origin', (await newLink()).token)).json().data.token as string;
    const created = await t.app.inject({
      method: 'POST',
      url: '/c/origin/api/auth/api-tokens',
      headers: bearer(session),
      payload: { name: 'Script' },
    });
    expect(created.statusCode).toBe(201);
    const apiToken = created.json().data.token as string;
    const unused = await newLink();
    const backup = await runInClub(t.app.contextDeps, scope, (ctx) => createBackup(ctx), BACKUP_UNIT);
    const file = path.join(backupFolderOf({ config: t.config, club: origin }), backup.file_name);

    const copy = await t.app.database.clubs.add({
      slug: 'copy',
      name: 'Copy',
      time_zone: 'Europe/Berlin',
      locale: 'en',
    });
    const restored = await runInClub(t.app.contextDeps, { ...scope, club: copy }, (ctx) =>
      restoreBackup(ctx.db, file, copy),
    );
    // Two sign-in links (one used), the API token and the session.
    expect(restored.tokensReplaced).toBe(4);
    expect(await rowsOf(origin.id)).toEqual({ members: 1, login_tokens: 2, api_tokens: 1, sessions: 1 });
    expect(await rowsOf(copy.id)).toEqual({ members: 1, login_tokens: 2, api_tokens: 1, sessions: 0 });
    const hashes = await owner<{ token_hash: string }[]>`
      select token_hash from api_tokens union all select token_hash from login_tokens`;
    expect(new Set(hashes.map((row) => row.token_hash)).size).toBe(6);

    const tokens = (slug: string, token: string) =>
      t.app.inject({ method: 'GET', url: `/c/${slug}/api/auth/api-tokens`, headers: bearer(token) });
    expect((await tokens('copy', session)).statusCode).toBe(401);
    expect((await tokens('copy', apiToken)).statusCode).toBe(401);
    expect((await signIn('copy', unused.token)).statusCode).toBe(401);
    expect((await tokens('origin', session)).statusCode).toBe(200);
    expect((await tokens('origin', apiToken)).statusCode).toBe(200);
    expect((await signIn('origin', unused.token)).statusCode).toBe(200);
  });
});

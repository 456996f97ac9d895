import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAIL_MESSAGES, MAINTENANCE_MESSAGES } from '@club/shared';
import { members } from '../../db/schema/index.js';
import { createMember } from '../../../test/factories.js';
import { bearer, useTestApp } from '../../../test/harness.js';

// Issue 29: the maintenance and outbox answers an admin gets are in the admin's language.
const t = useTestApp();
let german: string;
let english: string;
beforeEach(async () => {
  const greta = await createMember(t.db, { first_name: 'Greta', email: 'greta@example.org', role: 'admin' });
  await t.db.update(members).set({ locale: 'de' }).where(eq(members.id, greta.id));
  german = await t.signIn(greta);
  english = await t.signIn(
    await createMember(t.db, { first_name: 'Ellen', email: 'ellen@example.org', role: 'admin' }),
  );
});

const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const NO_BACKUP = '/api/maintenance/backups/club-backup-20200101T000000Z.json.gz';
const NO_BATCH = '/api/notify/batches/999999';

describe('maintenance and outbox answers', () => {
  it('tell an English admin in the SPEC’s English', async () => {
    expect((await get(english, NO_BACKUP)).json()).toEqual({
      status: 'error',
      message: MAINTENANCE_MESSAGES.backupNotFound,
    });
    expect((await get(english, NO_BATCH)).json()).toMatchObject({ message: MAIL_MESSAGES.batchNotFound });
  });

  it('tell a German admin in German', async () => {
    const backup = await get(german, NO_BACKUP);
    expect(backup.statusCode).toBe(404);
    expect(backup.json()).toEqual({ status: 'error', message: 'Es gibt keine Sicherung mit diesem Namen.' });
    const batch = await get(german, NO_BATCH);
    expect(batch.statusCode).toBe(404);
    expect(batch.json()).toMatchObject({ message: 'Diese E-Mails gibt es nicht.' });
  });

  it('refuse a browser cookie on the old script route in German to a German browser', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/maintenance/direct-clear-members',
      cookies: { club_session: german },
      headers: { 'accept-language': 'de' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(
      'Diese Schnittstelle braucht ein Token im Header „Authorization: Bearer“; ein Browser-Cookie gilt hier nicht.',
    );
  });
});

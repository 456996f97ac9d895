import fs from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAIL_MESSAGES } from '@club/shared';
import { members, notifyBodies, notifyMessages, settings } from '../../db/schema/index.js';
import { addDays, todayIn } from '../../lib/calendar.js';
import { SYSTEM } from '../../lib/context.js';
import type { NotifyEvent } from '../../lib/events.js';
import { createMember, createScheduleWithNights } from '../../../test/factories.js';
import { bearer, useTestApp } from '../../../test/harness.js';
import { BACKUP_UNIT, createBackup } from '../maintenance/backups.service.js';
import { requeueOrphans } from './requeue-orphans.js';

// The outbox on the real queue (pg-boss on the test database) and the real mail catcher: requests answer before the
// mail server has taken anything, each inbox gets its e-mail once, and what fails for good is listed and sent again.
const t = useTestApp({ jobs: true, jobsOptions: { mail: { retryLimit: 1, retryDelaySeconds: 1 } } });
const NIGHT = '2027-03-10';
type Member = Awaited<ReturnType<typeof createMember>>;
let adminToken: string;
let ann: Member;
let bob: Member;
let cy: Member;

beforeEach(async () => {
  t.mail.release();
  t.mail.delayMs = 0;
  adminToken = await t.signIn(await createMember(t.db, { role: 'admin' }));
  ann = await createMember(t.db, { first_name: 'Ann', last_name: 'Lee', email: 'lees@example.org' });
  bob = await createMember(t.db, { first_name: 'Bob', last_name: 'Lee', email: 'lees@example.org' });
  cy = await createMember(t.db, { first_name: 'Cy', last_name: 'Ray', email: 'cy@example.org' });
});

const queue = (...events: NotifyEvent[]) => t.inClub((ctx) => ctx.afterCommit(events));
const api = (method: 'GET' | 'POST', url: string) => t.app.inject({ method, url, headers: bearer(adminToken) });
const batch = async (id: number | null) => (await api('GET', `/api/notify/batches/${id}`)).json().data;
const settled = async (id: number | null) => {
  await expect.poll(async () => (await batch(id)).done, { timeout: 20_000 }).toBe(true);
  return batch(id);
};
const restored = (ids: number[]): NotifyEvent => ({
  kind: 'nightRestored',
  dance_date: NIGHT,
  notify: 'squareheads',
  squarehead_ids: ids,
});
const recipients = () => t.mail.messages.flatMap((mail) => mail.to).sort();

describe('a request that queues e-mail', () => {
  it('answers before the mail server has taken any of it, then each inbox gets its e-mail once', async () => {
    const today = todayIn('America/Los_Angeles');
    await t.db.insert(settings).values({ key: 'reminder_days', value: '7' });
    await createScheduleWithNights(t.db, 'current', [
      { dance_date: addDays(today, 7), slots: [ann.id, bob.id, cy.id] },
    ]);
    t.mail.hold();
    const response = await api('POST', '/api/email/send-reminders');
    expect(response.statusCode).toBe(200);
    const { emails, members, batch_id } = response.json().data;
    expect({ emails, members }).toEqual({ emails: 2, members: 3 });
    // Answered, and the mail server has accepted nothing: the senders are at it now, held there.
    expect(t.mail.messages).toEqual([]);
    await expect.poll(() => t.mail.waiting, { timeout: 10_000 }).toBe(2);
    expect(await batch(batch_id)).toEqual({ id: batch_id, total: 2, queued: 2, sent: 0, failed: 0, done: false });

    t.mail.release();
    expect(await settled(batch_id)).toMatchObject({ total: 2, sent: 2, failed: 0 });
    expect(recipients()).toEqual(['cy@example.org', 'lees@example.org']);
    // Sent, their text is gone: a sent e-mail keeps no link.
    expect(await t.db.select().from(notifyBodies)).toEqual([]);
  });

  it('queues nothing when the change it belongs to rolls back', async () => {
    await expect(
      t.inClub(async (tx) => {
        await tx.afterCommit([restored([cy.id])]);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await t.db.select().from(notifyMessages)).toEqual([]);
    expect(await t.db.execute(sql`select 1 from pgboss.job where name = 'send-mail'`)).toHaveLength(0);
  });

  it('sends the e-mails of a nested unit of work only when it is kept', async () => {
    const queued = await t.inClub(async (tx) => {
      await tx
        .transaction(async (inner) => {
          await inner.afterCommit([restored([ann.id])]);
          throw new Error('this part is undone');
        })
        .catch(() => undefined);
      return tx.transaction((inner) => inner.afterCommit([restored([cy.id])]));
    });
    expect(await settled(queued.batch_id)).toMatchObject({ total: 1, sent: 1 });
    expect(recipients()).toEqual(['cy@example.org']);
    expect(await t.db.select().from(notifyMessages)).toHaveLength(1);
  });

  it('answers 404 for a batch that does not exist', async () => {
    expect((await api('GET', '/api/notify/batches/999')).statusCode).toBe(404);
    expect((await api('GET', '/api/notify/batches/abc')).statusCode).toBe(404);
  });
});

describe('an e-mail that fails all its tries', () => {
  it('is listed for the admins, and "Try again" sends it once', async () => {
    t.mail.refuse('cy@example.org');
    const queued = await queue(restored([ann.id, bob.id, cy.id]));
    expect(await settled(queued.batch_id)).toMatchObject({ total: 2, sent: 1, failed: 1 });
    expect(recipients()).toEqual(['lees@example.org']);

    const { messages } = (await api('GET', '/api/notify/failed')).json().data;
    expect(messages).toEqual([
      {
        id: expect.any(Number),
        kind: 'nightRestored',
        to: 'cy@example.org',
        member_names: ['Cy Ray'],
        subject: 'Back on: Square Dance Club on Wednesday, March 10, 2027',
        // The queue's first try and its one retry.
        attempts: 2,
        last_error: expect.stringContaining('Mailbox unavailable'),
        failed_at: expect.any(String),
        can_retry: true,
      },
    ]);
    // Failed for good, its text is gone too.
    expect(await t.db.select().from(notifyBodies)).toEqual([]);

    t.mail.clear();
    const retried = await api('POST', `/api/notify/messages/${messages[0].id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({
      data: { emails: 1, members: 1, batch_id: queued.batch_id },
      message: MAIL_MESSAGES.retried,
    });
    expect(await settled(queued.batch_id)).toMatchObject({ total: 2, sent: 2, failed: 0 });
    expect(recipients()).toEqual(['cy@example.org']);
    expect(t.mail.messages[0]!.text).toContain('The dance night on Wednesday, March 10, 2027 is on again after all.');
    expect((await api('GET', '/api/notify/failed')).json().data.messages).toEqual([]);

    const again = await api('POST', `/api/notify/messages/${messages[0].id}/retry`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MAIL_MESSAGES.notFailed);
    expect((await api('POST', '/api/notify/messages/999/retry')).statusCode).toBe(404);
    expect(recipients()).toEqual(['cy@example.org']);
  });
});

describe('"Try again" in the language the e-mail was written in (issue 29)', () => {
  it('renders a German e-mail in German again, though its reader has since chosen English', async () => {
    await t.db.update(members).set({ locale: 'de' }).where(eq(members.id, cy.id));
    t.mail.refuse('cy@example.org');
    const queued = await queue(restored([cy.id]));
    expect(await settled(queued.batch_id)).toMatchObject({ total: 1, failed: 1 });
    const [failed] = (await api('GET', '/api/notify/failed')).json().data.messages;
    expect(failed.subject).toBe('Findet doch statt: Square Dance Club am Mi., 10. März 2027');

    await t.db.update(members).set({ locale: 'en' }).where(eq(members.id, cy.id));
    t.mail.release();
    t.mail.clear();
    expect((await api('POST', `/api/notify/messages/${failed.id}/retry`)).statusCode).toBe(200);
    expect(await settled(queued.batch_id)).toMatchObject({ total: 1, sent: 1 });
    expect(t.mail.messages[0]!.subject).toBe('Findet doch statt: Square Dance Club am Mi., 10. März 2027');
    expect(t.mail.messages[0]!.text).toContain('Der Clubabend am Mi., 10. März 2027 findet nun doch statt.');
  });
});

describe('one-time links', () => {
  it('are kept only while their e-mail waits, and never in a backup', async () => {
    t.mail.hold();
    const token = 'one-time-token-that-must-not-leak';
    const queued = await queue({
      kind: 'signInLinks',
      email: cy.email,
      links: [{ member_id: cy.id, url: `http://club.test/login?token=${token}` }],
    });
    await expect.poll(() => t.mail.waiting, { timeout: 10_000 }).toBe(1);
    const [body] = await t.db.select().from(notifyBodies);
    expect(body!.text).toContain(token);

    const backup = await t.inClub((ctx) => createBackup(ctx), SYSTEM, BACKUP_UNIT);
    const text = gunzipSync(await fs.readFile(path.join(t.config.backupDir, backup.file_name))).toString('utf8');
    const tables = Object.keys(JSON.parse(text).tables);
    expect(tables).toContain('notify_messages');
    expect(tables).not.toContain('notify_bodies');
    expect(text).not.toContain(token);

    t.mail.release();
    expect(await settled(queued.batch_id)).toMatchObject({ sent: 1 });
    expect(await t.db.select().from(notifyBodies)).toEqual([]);
  });

  it('cannot be sent again once their e-mail failed for good', async () => {
    t.mail.refuse(cy.email);
    const queued = await queue({
      kind: 'signInLinks',
      email: cy.email,
      links: [{ member_id: cy.id, url: 'http://club.test/login?token=abc' }],
    });
    expect(await settled(queued.batch_id)).toMatchObject({ failed: 1 });
    const [failed] = (await api('GET', '/api/notify/failed')).json().data.messages;
    expect(failed).toMatchObject({ kind: 'signInLinks', can_retry: false });
    const retried = await api('POST', `/api/notify/messages/${failed.id}/retry`);
    expect(retried.statusCode).toBe(409);
    expect(retried.json().message).toBe(MAIL_MESSAGES.notRetryable);
  });

  it('are not sent after they expired', async () => {
    // Queued as the link dies: the time it waited (a mail server away, retries) is past the link's.
    const queued = await t.inClub(async (tx) => {
      const written = await tx.afterCommit([
        {
          kind: 'signInLinks',
          email: cy.email,
          links: [{ member_id: cy.id, url: 'http://club.test/login?token=late' }],
        },
      ]);
      await tx.db.update(notifyMessages).set({ expires_at: sql`now() - interval '1 second'` });
      return written;
    });
    expect(await settled(queued.batch_id)).toMatchObject({ failed: 1 });
    const [row] = await t.db.select().from(notifyMessages);
    expect(row).toMatchObject({ status: 'failed', attempts: 0, last_error: MAIL_MESSAGES.expired });
    expect(t.mail.messages).toEqual([]);
  });
});

describe('e-mails that lost their job', () => {
  it('are given one: sent when their text is there, listed as failed when it is not (a restored backup)', async () => {
    const queued = await t.inClub(async (tx) => {
      const written = await tx.afterCommit([restored([ann.id, cy.id])]);
      // As after a server killed for good mid-send, or a backup restored into a new database.
      await tx.db.execute(sql`delete from pgboss.job where name = 'send-mail'`);
      await tx.db.update(notifyMessages).set({ created_at: sql`now() - interval '10 minutes'` });
      await tx.db.execute(sql`delete from notify_bodies where message_id = (select min(id) from notify_messages)`);
      return written;
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await batch(queued.batch_id)).toMatchObject({ queued: 2 });

    expect(await t.inClub((ctx) => requeueOrphans(ctx.db, t.app.jobs, ctx.club.id))).toBe(2);
    expect(await settled(queued.batch_id)).toMatchObject({ total: 2, sent: 1, failed: 1 });
    const failed = (await api('GET', '/api/notify/failed')).json().data.messages;
    expect(failed).toMatchObject([{ last_error: MAIL_MESSAGES.contentLost }]);
    expect(await t.inClub((ctx) => requeueOrphans(ctx.db, t.app.jobs, ctx.club.id))).toBe(0);
  });
});

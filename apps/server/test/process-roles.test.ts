import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifyMessages } from '../src/db/schema/index.js';
import { SEND_MAIL_QUEUE } from '../src/modules/notify/mail-queue.js';
import { createMember } from './factories.js';
import { createTestApp, useTestApp } from './harness.js';

// Issue 28 point 10: web servers and workers run apart on one database (ROLE=web|worker). A web server answers and
// queues; it works no queue. A worker, with no HTTP traffic of its own, sends what the web server queued.
const web = useTestApp({ jobs: true, env: { ROLE: 'web' } });

describe('ROLE=web and ROLE=worker', () => {
  it('leaves the web server with queues and no workers: an e-mail it queued waits for a worker', async () => {
    await createMember(web.db, { email: 'waiting@example.org' });
    const asked = await web.app.inject({
      method: 'POST',
      url: '/api/auth/send-login-link',
      payload: { email: 'waiting@example.org' },
    });
    expect(asked.statusCode).toBe(200);
    await expect
      .poll(async () => (await web.db.select().from(notifyMessages)).map((row) => row.status))
      .toEqual(['queued']);
    const queued = await web.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = ${SEND_MAIL_QUEUE} and state = 'created'`,
    );
    expect(queued[0]?.n).toBe(1);
    // Two seconds is two of a worker's polls: a web server that worked its queue would have sent it by now.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect((await web.db.select().from(notifyMessages)).map((row) => row.status)).toEqual(['queued']);
    expect(web.mail.messages).toEqual([]);

    const worker = await createTestApp({
      jobs: true,
      databaseOf: web,
      env: { ROLE: 'worker', SMTP_URL: web.mail.url },
    });
    try {
      expect((await web.mail.waitFor('waiting@example.org')).subject).toBe('Your Square Dance Club login link');
      await expect
        .poll(async () => (await web.db.select().from(notifyMessages)).map((row) => row.status))
        .toEqual(['sent']);
    } finally {
      await worker.close();
    }
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAIL_MESSAGES } from '@club/shared';
import { deploymentMail } from '../../db/schema/index.js';
import { TEST_PUBLIC_URL, useTestApp } from '../../../test/harness.js';
import {
  deploymentMailCommitted,
  deploymentMailerFor,
  queueDeploymentMail,
  sendDeploymentMessage,
} from './deployment-mail.js';

// Issue 28: the deployment's own outbox (an operator's sign-in link) sends each e-mail once through SMTP_URL, from a
// pg-boss job, and keeps no text that held a one-time link once the e-mail is sent or has finally failed.
const t = useTestApp({ jobs: true, jobsOptions: { mail: { retryLimit: 1, retryDelaySeconds: 1 } } });

const soon = () => new Date(Date.now() + 60_000);
const mail = (to: string, expiresAt = soon()) => ({
  to,
  subject: 'Deployment',
  text: 'A link',
  html: '<p>A link</p>',
  expiresAt,
});
const rowOf = async (id: number) => {
  const [row] = await t.app.database.inDeployment((db) =>
    db.select().from(deploymentMail).where(eq(deploymentMail.id, id)),
  );
  return row;
};
const sender = () => ({ database: t.app.database, mailer: deploymentMailerFor(t.config), log: t.app.log });

describe('the deployment’s outbox', () => {
  it('sends a queued e-mail from its job once its transaction has committed, and drops its text', async () => {
    const id = await t.app.database.inDeployment((db) =>
      queueDeploymentMail(db, t.app.jobs, mail('first@deployment.example')),
    );
    deploymentMailCommitted(sender(), t.app.jobs, id);
    const received = await t.mail.waitFor('first@deployment.example');
    expect(received).toMatchObject({ subject: 'Deployment' });
    expect(received.from).toContain(`no-reply@${new URL(TEST_PUBLIC_URL).hostname}`);
    await expect.poll(async () => (await rowOf(id))?.status).toBe('sent');
    expect(await rowOf(id)).toMatchObject({ text: null, html: null, attempts: 1 });
    // A second sender (a retried job, another server) finds it sent and sends nothing.
    expect(await sendDeploymentMessage(sender(), id, true)).toBe('skipped');
    expect(t.mail.messages.filter((each) => each.to.includes('first@deployment.example'))).toHaveLength(1);
  });

  it('never sends a rolled-back e-mail: no row, no job', async () => {
    await expect(
      t.app.database.inDeployment(async (db) => {
        await queueDeploymentMail(db, t.app.jobs, mail('rolled-back@deployment.example'));
        throw new Error('the work around it failed');
      }),
    ).rejects.toThrow('the work around it failed');
    const rows = await t.app.database.inDeployment((db) =>
      db.select().from(deploymentMail).where(eq(deploymentMail.to_address, 'rolled-back@deployment.example')),
    );
    expect(rows).toEqual([]);
  });

  it('fails an expired e-mail for good without sending it, and one the mail server refuses on its last try', async () => {
    const expired = await t.app.database.inDeployment((db) =>
      queueDeploymentMail(db, null, mail('late@deployment.example', new Date(Date.now() - 1000))),
    );
    expect(await sendDeploymentMessage(sender(), expired, false)).toBe('failed');
    expect(await rowOf(expired)).toMatchObject({ status: 'failed', last_error: MAIL_MESSAGES.expired, text: null });

    t.mail.refuse('refused@deployment.example');
    const refused = await t.app.database.inDeployment((db) =>
      queueDeploymentMail(db, null, mail('refused@deployment.example')),
    );
    await expect(sendDeploymentMessage(sender(), refused, false)).rejects.toThrow();
    expect(await rowOf(refused)).toMatchObject({ status: 'queued', attempts: 1, text: 'A link' });
    expect(await sendDeploymentMessage(sender(), refused, true)).toBe('failed');
    expect(await rowOf(refused)).toMatchObject({ status: 'failed', attempts: 2, text: null, html: null });
    expect(t.mail.messages.some((each) => each.to.includes('late@deployment.example'))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { notifyMessages } from '../../db/schema/index.js';
import { settleAfterAnswer } from '../../lib/after-answer.js';
import type { NotifyEvent } from '../../lib/events.js';
import { createMember } from '../../../test/factories.js';
import { useTestApp } from '../../../test/harness.js';

// Without a mail server nothing is queued that could never leave: development logs what would have gone.
const t = useTestApp({ withoutSmtp: true });

const queue = (...events: NotifyEvent[]) => t.inClub((ctx) => ctx.afterCommit(events));

describe('without a mail server', () => {
  it('queues nothing, answers so, and logs each e-mail with its links in development', async () => {
    const cy = await createMember(t.db, { first_name: 'Cy', last_name: 'Ray', email: 'cy@example.org' });
    const queued = await queue(
      { kind: 'nightRestored', dance_date: '2027-03-10', notify: 'squareheads', squarehead_ids: [cy.id] },
      { kind: 'signInLinks', email: cy.email, links: [{ member_id: cy.id, url: 'http://club.test/login?token=dev' }] },
    );
    await settleAfterAnswer();
    expect(queued).toEqual({ emails: 0, members: 0, batch_id: null });
    expect(await t.db.select().from(notifyMessages)).toEqual([]);
    const lines = t.logs.map((line) => JSON.parse(line) as { msg: string; signInLink?: string });
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: 'No mail server configured. "Back on: Square Dance Club on Wednesday, March 10, 2027" to cy@example.org',
      }),
    );
    // A sign-in link has a field of its own, which a terminal shows in a box (decision 033).
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: 'No mail server configured. Login link for Cy Ray:',
        signInLink: 'http://club.test/login?token=dev',
      }),
    );
  });
});

import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import type { Jobs } from '../../lib/context.js';
import { SEND_MAIL_QUEUE } from './mail-queue.js';
import { insertSendJobs } from './outbox.js';

// A process without a queue (the command line) sends what it queued itself right after its commit; only what it
// left behind for this long is taken over.
const LEFT_BEHIND_AFTER = '5 minutes';

/**
 * Queued e-mails that no job will send are given one: a job that used up its tries while its server was killed
 * mid-send, a command-line process stopped before it sent what it queued, or messages restored from a backup (whose
 * text was left out: the send then lists them as failed). Two servers doing this at once give a message two jobs;
 * the ledger's lock still sends it once.
 */
export async function requeueOrphans(tx: Transaction, jobs: Jobs, clubId: number): Promise<number> {
  const rows = await tx.execute<{ id: number; send_after: string | null }>(sql`
    select m.id, m.send_after from notify_messages m
    where m.status = 'queued' and m.created_at < now() - ${LEFT_BEHIND_AFTER}::interval
      and not exists (
        select 1 from pgboss.job j
        where j.name = ${SEND_MAIL_QUEUE} and j.state in ('created', 'retry', 'active')
          and (j.data ->> 'message_id')::int = m.id)
    order by m.id`);
  const ids = rows.map((row) => row.id);
  // A message held by its budget (issue 25) keeps its time.
  const held = new Map(rows.flatMap((row) => (row.send_after ? [[row.id, new Date(row.send_after)] as const] : [])));
  if (ids.length > 0) await insertSendJobs(tx, jobs, clubId, ids, held);
  return ids.length;
}

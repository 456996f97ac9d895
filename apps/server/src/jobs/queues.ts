import type PgBoss from 'pg-boss';
import {
  GEOCODE_BATCH_QUEUE,
  GEOCODE_CLUB_QUEUE,
  GEOCODE_MEMBER_QUEUE,
  GEOCODE_RESUME_QUEUE,
} from '../lib/geocode-queues.js';
import { SEND_DEPLOYMENT_MAIL_QUEUE } from '../modules/notify/deployment-mail.js';
import { MAIL_SWEEP_QUEUE, SEND_MAIL_QUEUE } from '../modules/notify/mail-queue.js';

/** A queue of background work: its pg-boss options, and the cron line of a scheduled tick. */
type QueueSpec = { name: string; policy?: PgBoss.QueuePolicy; cron?: string };

/** The hourly ticks, each handing every open club a run of its own on the club queue beside it (fanOutToClubs). */
export const BACKUP_JOB = 'backup';
export const BACKUP_CLUB_QUEUE = 'backup-club';
export const PURGE_EXPIRED_AUTH_JOB = 'purge-expired-auth';
export const PURGE_CLUB_QUEUE = 'purge-club';
export const SEND_REMINDERS_QUEUE = 'send-reminders';
export const REMIND_CLUB_QUEUE = 'remind-club';
/** The queues of clubs' own runs, for whoever waits until a tick's work is done. */
export const CLUB_RUN_QUEUES = [BACKUP_CLUB_QUEUE, PURGE_CLUB_QUEUE, REMIND_CLUB_QUEUE] as const;

/**
 * Every queue of the deployment in one place, made by every process that queues work (ROLE=web too, issue 28), so a
 * web server that starts before any worker can queue an e-mail; the ticks run at :07, :17 and :23 so that no two
 * hourly runs start together.
 */
const QUEUES: QueueSpec[] = [
  { name: SEND_MAIL_QUEUE },
  { name: SEND_DEPLOYMENT_MAIL_QUEUE },
  { name: MAIL_SWEEP_QUEUE, cron: '*/10 * * * *' },
  { name: PURGE_EXPIRED_AUTH_JOB, cron: '17 * * * *' },
  { name: BACKUP_JOB, cron: '23 * * * *' },
  { name: SEND_REMINDERS_QUEUE, cron: '7 * * * *' },
  // 'stately': per club (its singleton key) at most one run waiting and one running, however many ticks pile up.
  ...CLUB_RUN_QUEUES.map((name) => ({ name, policy: 'stately' as const })),
  { name: GEOCODE_BATCH_QUEUE },
  { name: GEOCODE_MEMBER_QUEUE },
  { name: GEOCODE_CLUB_QUEUE },
  // 'short': at most one waiting look per key, however many servers start or minutes pass.
  { name: GEOCODE_RESUME_QUEUE, policy: 'short', cron: '* * * * *' },
];

/** pg-boss 10 needs each queue made before anything is sent to it; a schedule is kept once however many servers. */
export async function createQueues(boss: PgBoss): Promise<void> {
  for (const { name, policy, cron } of QUEUES) {
    await boss.createQueue(name, { name, ...(policy ? { policy } : {}) });
    if (cron) await boss.schedule(name, cron);
  }
}

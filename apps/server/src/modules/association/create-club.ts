import type { FastifyBaseLogger } from 'fastify';
import { CLUB_MESSAGES, type ClubCreate, type EmptyClubCreate } from '@club/shared';
import type { Club } from '../../db/club-database.js';
import { type ContextDeps, runInClub, SYSTEM } from '../../lib/context.js';
import { settleAfterAnswer } from '../../lib/after-answer.js';
import { AppError } from '../../lib/errors.js';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/pg-errors.js';
import { type MailStatus, notifyMessages } from '../../db/schema/index.js';
import { issueLoginLink } from '../auth/auth.service.js';
import { updateSettings } from '../settings/settings.service.js';
import { ensureMainAdmin, toSessionUser } from '../users/users.service.js';

export type CreatedClub = {
  club: Club;
  /** The main administrator's first sign-in link when no mail server took it, for the operator to pass on. */
  sign_in_link: string | null;
  /** What became of the e-mail with that link: sent, waiting in the outbox for the server, or not sent at all. */
  delivery: MailStatus | 'no-mail-server';
};

/**
 * Issue 28: a new club of a deployment of many, as the operator adds it: in the register, with its name, time
 * zone and language in its own settings, its protected main administrator, and a first sign-in link for them, e-mailed through the
 * club's outbox (or handed back when no mail server is set up, for the operator to pass on).
 */
export async function createClub(deps: ContextDeps, log: FastifyBaseLogger, input: ClubCreate): Promise<CreatedClub> {
  const club = await createEmptyClub(deps, input);
  const { url, mailed } = await runInClub(
    deps,
    { club, caller: SYSTEM, log: log.child({ club_id: club.id }) },
    async (ctx) => {
      await updateSettings(ctx, { club_name: input.name, system_timezone: input.time_zone, club_locale: input.locale });
      const admin = toSessionUser(await ensureMainAdmin(ctx.db, input.main_admin_email));
      const issued = await issueLoginLink(ctx, admin);
      if (!(await ctx.mailer.isConfigured())) return { url: issued.url, mailed: false };
      await ctx.afterCommit([
        { kind: 'signInLinks', email: admin.email, links: [{ member_id: admin.id, url: issued.url }] },
      ]);
      return { url: issued.url, mailed: true };
    },
  );
  if (!mailed) return { club, sign_in_link: url, delivery: 'no-mail-server' };
  // Without a job queue (the command line) this process hands the e-mail to the mail server after the commit.
  if (!deps.jobs) await settleAfterAnswer();
  const [message] = await deps.database.inClub(club.id, (db) =>
    db.select({ status: notifyMessages.status }).from(notifyMessages),
  );
  const delivery = message?.status ?? 'failed';
  return { club, sign_in_link: delivery === 'failed' ? url : null, delivery };
}

/**
 * A club in the register with no rows yet, as a restore needs it (backups.service.ts restoreBackup refuses a club
 * that has any): the backup brings its settings, members and main administrator.
 */
export async function createEmptyClub(deps: Pick<ContextDeps, 'database'>, input: EmptyClubCreate): Promise<Club> {
  const taken = new AppError('CONFLICT', CLUB_MESSAGES.slugTaken(input.slug), {
    fieldErrors: { slug: CLUB_MESSAGES.slugTaken(input.slug) },
  });
  if (await deps.database.clubs.bySlug(input.slug)) throw taken;
  try {
    return await deps.database.clubs.add({
      slug: input.slug,
      name: input.name,
      time_zone: input.time_zone,
      locale: input.locale,
    });
  } catch (error) {
    // Another operator added the same slug a moment earlier.
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw taken;
    throw error;
  }
}

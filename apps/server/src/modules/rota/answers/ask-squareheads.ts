import { and, inArray, ne } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client.js';
import { members } from '../../../db/schema/index.js';
import { afterAnswer } from '../../../lib/after-answer.js';
import type { ServiceContext } from '../../../lib/context.js';
import { groupByInbox } from '../../../lib/inbox.js';
import { getAllSettings } from '../../settings/settings.service.js';
import { deliver } from '../swaps/swap-notify.js';
import type { Asked, ConfirmationChanges, Removed } from '../night/confirmations.js';
import { type AskedMember, confirmRequestEmail, removedFromNightEmail } from './confirm-emails.js';

type Ctx = Pick<ServiceContext, 'db' | 'config' | 'log' | 'mailer'>;

/** The web page that POSTs the token; a GET of this URL (a mail scanner's) answers nothing. */
export function respondUrl(publicUrl: string, token: string, answer: 'confirm' | 'decline'): string {
  return `${publicUrl}/respond?${new URLSearchParams({ token, answer }).toString()}`;
}

type Contact = { id: number; name: string; email: string };

async function contacts(db: DbExecutor, ids: number[]): Promise<Contact[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: members.id, first: members.first_name, last: members.last_name, email: members.email })
    .from(members)
    .where(and(inArray(members.id, [...new Set(ids)]), ne(members.email, '')))
    .orderBy(members.last_name, members.first_name);
  return rows.map((row) => ({ id: row.id, name: `${row.first} ${row.last}`, email: row.email }));
}

export type AskReason = 'publish' | 'added' | 'nudge';

/**
 * One e-mail per inbox listing each member's nights with their two links (issue 17's rule for shared addresses).
 * Answers how many e-mails were handed to the mail server; a refused address is logged and does not stop the rest.
 */
export async function mailAsked(ctx: Ctx, asked: Asked[], reason: AskReason): Promise<number> {
  const people = await contacts(
    ctx.db,
    asked.map((item) => item.member_id),
  );
  if (people.length === 0) return 0;
  const club = await getAllSettings(ctx.db, ['club_name', 'club_color']);
  const subject = {
    publish: `Please confirm your squarehead nights – ${club.club_name}`,
    added: `Please confirm your new squarehead night – ${club.club_name}`,
    nudge: `Will you be there? Please answer for your squarehead night – ${club.club_name}`,
  }[reason];
  const intro = {
    publish:
      'The schedule is published. You are on squarehead duty on the nights below: please tell us whether you will be there.',
    added: 'An administrator put you on squarehead duty for the night below: please tell us whether you will be there.',
    nudge: 'You have not yet told us whether you will be there on the night below: please answer with one click.',
  }[reason];
  const messages = groupByInbox(people, (person) => person.email).map((inbox) => {
    const asking: AskedMember[] = inbox.map((person) => ({
      name: person.name,
      nights: asked
        .filter((item) => item.member_id === person.id)
        .sort((a, b) => a.dance_date.localeCompare(b.dance_date))
        .map((item) => ({
          dance_date: item.dance_date,
          confirmUrl: respondUrl(ctx.config.publicUrl, item.token, 'confirm'),
          declineUrl: respondUrl(ctx.config.publicUrl, item.token, 'decline'),
        })),
    }));
    return {
      to: inbox[0].email,
      email: confirmRequestEmail(club, subject, intro, asking, 'You can also answer on My duties.'),
      links: asking.flatMap((person) => person.nights.flatMap((night) => [night.confirmUrl, night.declineUrl])),
    };
  });
  return deliverCounting(ctx, messages);
}

async function deliverCounting(ctx: Ctx, messages: Parameters<typeof deliver>[1]): Promise<number> {
  if (!(await ctx.mailer.isConfigured())) {
    await deliver(ctx, messages);
    return 0;
  }
  let sent = 0;
  for (const message of messages) {
    try {
      await ctx.mailer.send({ to: message.to, ...message.email });
      sent += 1;
    } catch (error) {
      ctx.log.error({ err: error }, `Sending a confirm e-mail to ${message.to} failed`);
    }
  }
  return sent;
}

/** A short note to each member taken off a published night, one per inbox and night. */
export async function mailRemoved(ctx: Ctx, removed: Removed[]): Promise<void> {
  if (removed.length === 0) return;
  const club = await getAllSettings(ctx.db, ['club_name', 'club_color']);
  const people = await contacts(
    ctx.db,
    removed.map((item) => item.member_id),
  );
  const messages = [...new Set(removed.map((item) => item.dance_date))].flatMap((date) => {
    const ids = new Set(removed.filter((item) => item.dance_date === date).map((item) => item.member_id));
    return groupByInbox(
      people.filter((person) => ids.has(person.id)),
      (person) => person.email,
    ).map((inbox) => ({
      to: inbox[0].email,
      email: removedFromNightEmail(
        club,
        inbox.map((person) => person.name),
        date,
        `${ctx.config.publicUrl}/my-duties`,
      ),
    }));
  });
  await deliver(ctx, messages);
}

/** Mails what a rota change did to the answers, after its commit; never throws. */
export function mailConfirmationChanges(ctx: Ctx, changes: ConfirmationChanges): void {
  if (changes.asked.length > 0)
    afterAnswer(ctx.log, 'Asking new squareheads to confirm', mailAsked(ctx, changes.asked, 'added'));
  if (changes.removed.length > 0)
    afterAnswer(ctx.log, 'Telling squareheads they are off a night', mailRemoved(ctx, changes.removed));
}

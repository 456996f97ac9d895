import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { SwapRequest } from '@club/shared';
import { members, swapOffers } from '../../../db/schema/index.js';
import type { ServiceContext } from '../../../lib/context.js';
import { groupByInbox, mailbox } from '../../../lib/inbox.js';
import { getAllSettings } from '../../settings/settings.service.js';
import type { OfferLink } from './swap-candidates.js';
import { type SwapEmail, swapAssignedEmail, swapClosedEmail, swapOfferEmail, swapSettledEmail } from './swap-emails.js';

type Ctx = Pick<ServiceContext, 'db' | 'config' | 'log' | 'mailer'>;

/** The web page that POSTs the token; a GET of this URL (a mail scanner's) changes nothing. */
export function swapAcceptUrl(publicUrl: string, token: string, returnDate?: string): string {
  const query = new URLSearchParams({ token, ...(returnDate ? { return_date: returnDate } : {}) });
  return `${publicUrl}/swaps/accept?${query.toString()}`;
}

/**
 * Sends each message on its own, so one refused address does not stop the rest. Without a mail server a development
 * server logs the messages' links instead, as it does for sign-in links.
 */
export async function deliver(ctx: Ctx, messages: { to: string; email: SwapEmail; links?: string[] }[]): Promise<void> {
  if (messages.length === 0) return;
  if (!(await ctx.mailer.isConfigured())) {
    if (ctx.config.isProduction)
      ctx.log.error(
        'Swap request e-mails were not sent: no mail server is configured (set SMTP_URL or the SMTP settings)',
      );
    else
      for (const message of messages)
        ctx.log.warn(
          `No mail server configured. "${message.email.subject}" to ${message.to}${message.links ? `: ${message.links.join(' ')}` : ''}`,
        );
    return;
  }
  for (const message of messages) {
    try {
      await ctx.mailer.send({ to: message.to, ...message.email });
    } catch (error) {
      ctx.log.error({ err: error }, `Sending a swap e-mail to ${message.to} failed`);
    }
  }
}

const clubOf = (ctx: Ctx) => getAllSettings(ctx.db, ['club_name', 'club_color']);

/** One e-mail per shared address (issue 17). */
const byInbox = <T extends { email: string }>(people: readonly T[]) => groupByInbox(people, (person) => person.email);

/**
 * Each member offered the night gets their own one-click link; members who share an address get one e-mail naming
 * each of them, with each one's buttons (as sign-in links do).
 */
export async function sendSwapOffers(ctx: Ctx, request: SwapRequest, links: OfferLink[]): Promise<void> {
  try {
    const club = await clubOf(ctx);
    await deliver(
      ctx,
      byInbox(links).map((inbox) => {
        const takers = inbox.map((link) => {
          const acceptUrl = (returnDate?: string) => swapAcceptUrl(ctx.config.publicUrl, link.token, returnDate);
          return { name: link.member.name, acceptUrl, returnDates: link.return_dates };
        });
        const urls = takers.flatMap((taker) =>
          request.kind === 'swap' ? taker.returnDates.map((date) => taker.acceptUrl(date)) : [taker.acceptUrl()],
        );
        return { to: inbox[0].email, email: swapOfferEmail(club, request, takers), links: urls };
      }),
    );
  } catch (error) {
    ctx.log.error({ err: error }, 'Sending swap offers failed');
  }
}

/**
 * Once a request is settled or cancelled: the members it was e-mailed to, and who have not said no, are told it is
 * closed (one e-mail per address, none to the taker's or the requester's inbox); the requester who the taker is, and a
 * member an administrator chose that they now serve. Members it was never offered to hear nothing.
 */
export async function notifySwapClosed(ctx: Ctx, request: SwapRequest, options: { tellTaker: boolean }): Promise<void> {
  try {
    const club = await clubOf(ctx);
    const myDutiesUrl = `${ctx.config.publicUrl}/my-duties`;
    const asked = await ctx.db
      .select({ id: members.id, email: members.email })
      .from(swapOffers)
      .innerJoin(members, eq(members.id, swapOffers.member_id))
      .where(
        and(
          eq(swapOffers.swap_request_id, request.id),
          isNotNull(swapOffers.emailed_at),
          isNull(swapOffers.declined_at),
        ),
      );
    const emailOf = async (id: number) =>
      (await ctx.db.select({ email: members.email }).from(members).where(eq(members.id, id)))[0]?.email;
    const requesterEmail = await emailOf(request.requester.id);
    const takerEmail = request.taken_by ? await emailOf(request.taken_by.id) : undefined;
    const toldOtherwise = new Set(
      [requesterEmail, takerEmail].filter((email): email is string => email !== undefined).map(mailbox),
    );
    const messages = byInbox(asked)
      .filter((inbox) => !toldOtherwise.has(mailbox(inbox[0].email)))
      .map((inbox) => ({ to: inbox[0].email, email: swapClosedEmail(club, request) }));
    if (request.taken_by) {
      if (requesterEmail) messages.push({ to: requesterEmail, email: swapSettledEmail(club, request, myDutiesUrl) });
      if (options.tellTaker && takerEmail)
        messages.push({ to: takerEmail, email: swapAssignedEmail(club, request, myDutiesUrl) });
    }
    await deliver(ctx, messages);
  } catch (error) {
    ctx.log.error({ err: error }, 'Sending swap notices failed');
  }
}

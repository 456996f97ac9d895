import { eq } from 'drizzle-orm';
import type { SwapRequest } from '@club/shared';
import { members, swapOffers } from '../../db/schema/index.js';
import type { ServiceContext } from '../../lib/context.js';
import { getAllSettings } from '../settings/settings.service.js';
import type { Candidate } from './swap-candidates.js';
import { type SwapEmail, swapAssignedEmail, swapClosedEmail, swapOfferEmail, swapSettledEmail } from './swap-emails.js';

export type OfferLink = Candidate & { token: string };
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
async function deliver(ctx: Ctx, messages: { to: string; email: SwapEmail; links?: string[] }[]): Promise<void> {
  if (messages.length === 0) return;
  if (!(await ctx.mailer.isConfigured())) {
    if (ctx.config.isProduction) ctx.log.error('Swap request e-mails were not sent: no mail server is configured (set SMTP_URL or the SMTP settings)');
    else for (const message of messages) ctx.log.warn(`No mail server configured. "${message.email.subject}" to ${message.to}${message.links ? `: ${message.links.join(' ')}` : ''}`);
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

/** Each eligible member gets their own one-click link (one per night they could hand back, for a swap). */
export async function sendSwapOffers(ctx: Ctx, request: SwapRequest, links: OfferLink[]): Promise<void> {
  try {
    const club = await clubOf(ctx);
    await deliver(
      ctx,
      links.map((link) => {
        const acceptUrl = (returnDate?: string) => swapAcceptUrl(ctx.config.publicUrl, link.token, returnDate);
        const urls = request.kind === 'swap' ? link.return_dates.map(acceptUrl) : [acceptUrl()];
        return { to: link.email, email: swapOfferEmail(club, request, acceptUrl, link.return_dates), links: urls };
      }),
    );
  } catch (error) {
    ctx.log.error({ err: error }, 'Sending swap offers failed');
  }
}

/**
 * Once a request is settled or cancelled: the other members who were asked are told it is closed, the requester who
 * the taker is, and a member an administrator chose that they now serve.
 */
export async function notifySwapClosed(ctx: Ctx, request: SwapRequest, options: { tellTaker: boolean }): Promise<void> {
  try {
    const club = await clubOf(ctx);
    const myDutiesUrl = `${ctx.config.publicUrl}/my-duties`;
    const asked = await ctx.db
      .select({ id: members.id, email: members.email })
      .from(swapOffers)
      .innerJoin(members, eq(members.id, swapOffers.member_id))
      .where(eq(swapOffers.swap_request_id, request.id));
    const emailOf = async (id: number) => (await ctx.db.select({ email: members.email }).from(members).where(eq(members.id, id)))[0]?.email;
    const messages = asked.filter((member) => member.id !== request.taken_by?.id).map((member) => ({ to: member.email, email: swapClosedEmail(club, request) }));
    if (request.taken_by) {
      const requesterEmail = await emailOf(request.requester.id);
      if (requesterEmail) messages.push({ to: requesterEmail, email: swapSettledEmail(club, request, myDutiesUrl) });
      const takerEmail = options.tellTaker ? await emailOf(request.taken_by.id) : undefined;
      if (takerEmail) messages.push({ to: takerEmail, email: swapAssignedEmail(club, request, myDutiesUrl) });
    }
    await deliver(ctx, messages);
  } catch (error) {
    ctx.log.error({ err: error }, 'Sending swap notices failed');
  }
}

import { eq } from 'drizzle-orm';
import { CONFIRM_MESSAGES, type RespondLinkInput, type RespondLinkResult, type RespondLinkView } from '@club/shared';
import { members } from '../../../db/schema/index.js';
import type { RequestMeta, ServiceContext } from '../../../lib/context.js';
import { AppError } from '../../../lib/errors.js';
import { startMemberLinkSession } from '../../auth/auth.service.js';
import { getNightTimes } from '../../settings/settings.service.js';
import { toSessionUser } from '../../users/users.service.js';
import { answerState, claimAnswerLink, peekAnswerLink, releaseAnswerLink } from '../night/confirmations.js';
import { holderNames, namedHolders } from '../night/holders.js';
import { answerableNight, applyConfirm, applyDecline, asMember } from './answer-night.js';

/**
 * A spent, expired, re-addressed or unknown link is a 409, not a 401: the web app signs out on a 401, and a member
 * opening an old link in a signed-in browser must stay signed in.
 */
const linkInvalid = () => new AppError('CONFLICT', CONFIRM_MESSAGES.linkInvalid);

async function linkMember(ctx: Pick<ServiceContext, 'db'>, memberId: number) {
  const [row] = await ctx.db.select().from(members).where(eq(members.id, memberId));
  if (!row) throw linkInvalid();
  return toSessionUser(row);
}

/**
 * Issue 25: what the e-mailed link's page shows before the tap: the one night and member it names and their answer so
 * far. Reading it spends nothing, answers nothing and signs nobody in, so a mail filter that opens every link in a
 * message changes nothing (decision 050). A link that could no longer answer (spent, expired, the night cancelled or
 * passed, the member off it, their address changed) reads as invalid.
 */
export async function viewRespondLink(ctx: ServiceContext, token: string): Promise<RespondLinkView> {
  const link = await peekAnswerLink(ctx.db, token);
  if (!link) throw linkInvalid();
  const member = await linkMember(ctx, link.member_id);
  const night = await answerableNight(asMember(ctx, member), link.assignment_id, member).catch(() => {
    throw linkInvalid();
  });
  const names = await holderNames(ctx.db, [night]);
  return {
    assignment_id: night.id,
    dance_date: night.dance_date,
    club_night_type: night.club_night_type,
    member_id: member.id,
    member_name: `${member.first_name} ${member.last_name}`,
    state: await answerState(ctx.db, member.id, night.dance_date),
    serving_with: namedHolders(night, names)
      .filter((holder) => holder.id !== member.id)
      .map((holder) => holder.name),
    // Issue 26: the times its e-mail gave (the club's when the night has none of its own), in the club's clock.
    ...(await getNightTimes(ctx.db, night)),
    caller: night.caller,
    cuer: night.cuer,
    program: night.program,
    theme: night.theme,
  };
}

/**
 * The tap on the link's page: the token names the member and the night, the body the answer the link was for (and,
 * for "I can't make it", the reason and choice asked once more). The token is spent before the answer is applied, so
 * two taps cannot both answer; an answer refused (a cancelled night) gives it back. Only POST answers. The session it
 * starts is the member's own, with a member's rights, for an hour (decision 049): an administrator's answer link
 * confirms their night and nothing more.
 */
export async function respondByLink(
  ctx: ServiceContext,
  input: RespondLinkInput,
  meta: RequestMeta,
): Promise<RespondLinkResult> {
  const claimed = await claimAnswerLink(ctx.db, input.token);
  if (!claimed) throw linkInvalid();
  try {
    const member = await linkMember(ctx, claimed.member_id);
    const actor = asMember(ctx, member);
    const night = await answerableNight(actor, claimed.assignment_id, member);
    const answering = { ctx, actor, night, member };
    const answer =
      input.answer === 'confirm'
        ? await applyConfirm(answering)
        : await applyDecline(answering, input.replacement, input.reason || undefined);
    const session = await startMemberLinkSession(ctx, member, meta);
    return { ...answer, ...session };
  } catch (error) {
    await releaseAnswerLink(ctx.db, claimed.id);
    throw error;
  }
}

import { eq } from 'drizzle-orm';
import { CONFIRM_MESSAGES, type RespondLinkInput, type RespondLinkResult } from '@club/shared';
import { members } from '../../../db/schema/index.js';
import type { RequestMeta, ServiceContext } from '../../../lib/context.js';
import { AppError } from '../../../lib/errors.js';
import { startSession } from '../../auth/auth.service.js';
import { toSessionUser } from '../../users/users.service.js';
import { claimAnswerLink, releaseAnswerLink } from '../night/confirmations.js';
import { answerableNight, applyConfirm, applyDecline, asMember } from './answer-night.js';

/**
 * The e-mail's one-click answer: the token names the night and the member, and signs them in. The token is spent
 * before the answer is applied, so two clicks cannot both answer; an answer refused (a cancelled night) gives it back.
 * Only POST reaches this, so a mail scanner fetching the link answers nothing. A spent or expired link is a 409, not
 * a 401: the web app signs out on a 401, and a member opening an old link in a signed-in browser must stay signed in.
 */
export async function respondByLink(
  ctx: ServiceContext,
  input: RespondLinkInput,
  meta: RequestMeta,
): Promise<RespondLinkResult> {
  const claimed = await claimAnswerLink(ctx.db, input.token);
  if (!claimed) throw new AppError('CONFLICT', CONFIRM_MESSAGES.linkInvalid);
  try {
    const [row] = await ctx.db.select().from(members).where(eq(members.id, claimed.member_id));
    if (!row) throw new AppError('CONFLICT', CONFIRM_MESSAGES.linkInvalid);
    const member = toSessionUser(row);
    const actor = asMember(ctx, member);
    const night = await answerableNight(actor, claimed.assignment_id, member);
    const answering = { ctx, actor, night, member };
    const answer =
      input.answer === 'confirm' ? await applyConfirm(answering) : await applyDecline(answering, undefined);
    const session = await startSession(ctx, member, meta, 'login_link');
    return { ...answer, ...session };
  } catch (error) {
    await releaseAnswerLink(ctx.db, claimed.id);
    throw error;
  }
}

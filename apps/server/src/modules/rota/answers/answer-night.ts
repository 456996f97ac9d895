import {
  CONFIRM_MESSAGES,
  type ConfirmNightInput,
  type DeclineNightInput,
  type NightAnswer,
  type SessionUser,
} from '@club/shared';
import type { DbExecutor } from '../../../db/client.js';
import { actingFor } from '../../../lib/acting-for.js';
import { type ServiceContext, type SignedInContext, signedInCaller } from '../../../lib/context.js';
import { AppError } from '../../../lib/errors.js';
import type { NotifyEvent } from '../../../lib/events.js';
import { recordAudit } from '../../audit/audit.service.js';
import { householdOf } from '../../users/household.js';
import { findMemberById, toSessionUser } from '../../users/users.service.js';
import { clubToday } from '../../settings/club-today.js';
import { setMyAvailability } from '../availability/cant-serve.js';
import { answerState, markConfirmed } from '../night/confirmations.js';
import { findLiveNight, type LiveNight } from '../night/live-nights.js';
import { holdsSlot } from '../night/slots.js';

/** Who answers for whom: the member (in the app or from their link), or an administrator for them (issue 19 part 7). */
export type Answering = { ctx: ServiceContext; actor: SignedInContext; night: LiveNight; member: SessionUser };

/** The night, if the member may answer for it now: on it, published, still to come and not cancelled. */
export async function answerableNight(
  ctx: Pick<SignedInContext, 'db' | 'caller'>,
  id: number,
  member: SessionUser,
): Promise<LiveNight> {
  const night = await findLiveNight(ctx.db, id);
  if (!holdsSlot(night, member.id)) {
    const message = member.id === ctx.caller.user.id ? CONFIRM_MESSAGES.notOnNight : CONFIRM_MESSAGES.memberNotOnNight;
    throw new AppError('VALIDATION', message, { fieldErrors: { member_id: message } });
  }
  if (night.cancelled_at !== null) throw new AppError('CONFLICT', CONFIRM_MESSAGES.cancelledNight);
  if (night.dance_date < (await clubToday(ctx.db))) throw new AppError('CONFLICT', CONFIRM_MESSAGES.pastNight);
  if (!night.published) throw new AppError('CONFLICT', CONFIRM_MESSAGES.notPublished);
  return night;
}

/** Issue 17's "can't serve" said on 19's decline, or 19's "I'll be there" ending it: the member's own words. */
export const asMember = (ctx: ServiceContext, member: SessionUser): SignedInContext => ({
  ...ctx,
  caller: signedInCaller(member),
});

const forSomeoneElse = ({ actor, member }: Pick<Answering, 'actor' | 'member'>) => actor.caller.user.id !== member.id;

/** The answer in the audit log, as "{admin} for {member}" when an administrator gave it. */
async function recordAnswer(
  tx: DbExecutor,
  answering: Answering,
  action: 'night.confirm' | 'night.decline',
  details: Record<string, unknown>,
): Promise<void> {
  await recordAudit(tx, {
    actorId: answering.actor.caller.user.id,
    action,
    entity: 'assignment',
    entityId: answering.night.id,
    details,
    ...(forSomeoneElse(answering) ? { onBehalfOf: answering.member.id } : {}),
  });
}

/** When an administrator answered for a member, the member hears what was said in their name. */
function answeredFor(answering: Answering, answer: 'confirmed' | 'declined'): NotifyEvent[] {
  if (!forSomeoneElse(answering)) return [];
  const { user } = answering.actor.caller;
  return [
    {
      kind: 'answeredFor',
      admin: { id: user.id, name: `${user.first_name} ${user.last_name}` },
      member_id: answering.member.id,
      dance_date: answering.night.dance_date,
      answer,
    },
  ];
}

export async function applyConfirm(answering: Answering): Promise<NightAnswer> {
  const { ctx, night, member } = answering;
  const date = night.dance_date;
  // "I'll be there" after "I can't make it" takes the "can't serve" back, as marking the night available does.
  if ((await answerState(ctx.db, member.id, date)) === 'declined')
    await setMyAvailability(asMember(ctx, member), { dance_date: date, available: true });
  await ctx.transaction(async ({ db: tx, afterCommit }) => {
    await markConfirmed(tx, member.id, date);
    await recordAnswer(tx, answering, 'night.confirm', { dance_date: date });
    await afterCommit(answeredFor(answering, 'confirmed'));
  });
  return {
    assignment_id: night.id,
    dance_date: date,
    member_id: member.id,
    state: 'confirmed',
    message: forSomeoneElse(answering)
      ? CONFIRM_MESSAGES.confirmedFor(`${member.first_name} ${member.last_name}`, date)
      : CONFIRM_MESSAGES.confirmed(date),
    swap_request_id: null,
  };
}

export async function applyDecline(
  answering: Answering,
  replacement: DeclineNightInput['replacement'],
  /** Issue 25: what the member wrote on the link's page; in the administrators' notice and the audit log. */
  reason?: string,
): Promise<NightAnswer> {
  const { ctx, night, member } = answering;
  const date = night.dance_date;
  const choice = replacement ?? 'tell_admins';
  const { user } = answering.actor.caller;
  // Issue 25: an administrator answering for the member is named in the e-mails the decline causes.
  const saidBy = forSomeoneElse(answering) ? { id: user.id, name: `${user.first_name} ${user.last_name}` } : undefined;
  const result = await setMyAvailability(
    asMember(ctx, member),
    { dance_date: date, available: false, replacement: choice },
    { by: saidBy, reason },
  );
  await ctx.transaction(async ({ db: tx, afterCommit }) => {
    await recordAnswer(tx, answering, 'night.decline', {
      dance_date: date,
      replacement: choice,
      ...(reason ? { reason } : {}),
    });
    await afterCommit(answeredFor(answering, 'declined'));
  });
  const message = forSomeoneElse(answering)
    ? CONFIRM_MESSAGES.declinedFor(`${member.first_name} ${member.last_name}`, date)
    : choice === 'ask_others' && result.warning
      ? result.warning
      : CONFIRM_MESSAGES.declinedToldAdmins(date);
  return {
    assignment_id: night.id,
    dance_date: date,
    member_id: member.id,
    state: 'declined',
    message,
    swap_request_id: result.swap_request_id,
  };
}

/** "I'll be there" for one's own night in the app; an administrator may answer for a member (issue 19 part 7). */
export async function confirmNight(ctx: SignedInContext, id: number, input: ConfirmNightInput): Promise<NightAnswer> {
  const { member } = await actingFor(ctx.db, ctx.caller, input.member_id, CONFIRM_MESSAGES.onlyAdminsForOthers);
  const night = await answerableNight(ctx, id, member);
  return applyConfirm({ ctx, actor: ctx, night, member });
}

/**
 * Issue 25: who a decline is for. Besides an administrator for anyone, a member may say "can't serve" for their
 * household (partner, shared inbox): often one of them answers for both. Only a decline: saying someone else will be
 * there is theirs to say. The member is told what was said in their name, as after an administrator's.
 */
async function declineFor(ctx: SignedInContext, memberId: number | undefined): Promise<SessionUser> {
  const me = ctx.caller.user.id;
  if (memberId !== undefined && memberId !== me && ctx.caller.kind !== 'admin') {
    const household = await householdOf(ctx.db, me);
    const row = household.some((person) => person.id === memberId) ? await findMemberById(ctx.db, memberId) : undefined;
    if (row) return toSessionUser(row);
  }
  return (await actingFor(ctx.db, ctx.caller, memberId, CONFIRM_MESSAGES.onlyAdminsForOthers)).member;
}

/** "I can't make it": issue 17's "can't serve" for the night (admins told, the night needs a replacement). */
export async function declineNight(ctx: SignedInContext, id: number, input: DeclineNightInput): Promise<NightAnswer> {
  const member = await declineFor(ctx, input.member_id);
  const night = await answerableNight(ctx, id, member);
  return applyDecline({ ctx, actor: ctx, night, member }, input.replacement);
}

import { eq } from 'drizzle-orm';
import { ACTING_MESSAGES, isLocale, MEMBER_MESSAGES, type SessionUser } from '@club/shared';
import type { DbExecutor } from '../db/client.js';
import { members } from '../db/schema/index.js';
import type { SignedInCaller } from './context.js';
import { AppError } from './errors.js';
import { SESSION_USER_COLUMNS } from './session-user-columns.js';

/**
 * Issue 19 part 7 (decision 040): who a write is for, decided here for every module that lets an administrator act
 * for a member who called the club. Without `memberId`, or naming the caller, it is the caller's own; an administrator
 * may name another member, and the audit entry then carries `onBehalfOf`. A member naming someone else is refused
 * before anything is looked up, so the answer says nothing about who exists; `refusal` is that refusal in the words of
 * the action refused (signing up, answering for a night).
 */
export async function actingFor(
  db: DbExecutor,
  caller: SignedInCaller,
  memberId: number | undefined,
  refusal: string = ACTING_MESSAGES.onlyAdminsForOthers,
): Promise<{ member: SessionUser; onBehalfOf: number | undefined }> {
  if (memberId === undefined || memberId === caller.user.id) return { member: caller.user, onBehalfOf: undefined };
  if (caller.kind !== 'admin') throw new AppError('FORBIDDEN', refusal);
  const [member] = await db.select(SESSION_USER_COLUMNS).from(members).where(eq(members.id, memberId));
  if (!member) throw new AppError('NOT_FOUND', MEMBER_MESSAGES.memberNotFound);
  return { member: { ...member, locale: isLocale(member.locale) ? member.locale : null }, onBehalfOf: member.id };
}

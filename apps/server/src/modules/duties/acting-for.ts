import { eq, inArray } from 'drizzle-orm';
import { ACTING_MESSAGES, MEMBER_MESSAGES } from '@club/shared';
import type { DbExecutor } from '../../db/client.js';
import { members } from '../../db/schema/index.js';
import type { ServiceContext, SignedInCaller } from '../../lib/context.js';
import { groupByInbox, namesInWords } from '../../lib/inbox.js';
import { AppError } from '../../lib/errors.js';
import { getAllSettings } from '../settings/settings.service.js';
import { layout } from '../swaps/swap-emails.js';
import { deliver } from '../swaps/swap-notify.js';

type Ctx = Pick<ServiceContext, 'db' | 'config' | 'log' | 'mailer'>;
export type Person = { id: number; first_name: string; last_name: string; email: string };

/**
 * Issue 19 part 7: who a write is for. Without `memberId`, or naming the caller, it is the caller's own; an
 * administrator may name another member (one who called the club), and the audit entry then carries `onBehalfOf`.
 * A member naming someone else is refused before anything is looked up, so the answer says nothing about who exists.
 */
export async function actingFor(
  db: DbExecutor,
  caller: SignedInCaller,
  memberId: number | undefined,
): Promise<{ member: Person; onBehalfOf: number | undefined }> {
  if (memberId === undefined || memberId === caller.user.id) return { member: caller.user, onBehalfOf: undefined };
  if (caller.kind !== 'admin') throw new AppError('FORBIDDEN', ACTING_MESSAGES.onlyAdminsForOthers);
  const [member] = await db
    .select({ id: members.id, first_name: members.first_name, last_name: members.last_name, email: members.email })
    .from(members)
    .where(eq(members.id, memberId));
  if (!member) throw new AppError('NOT_FOUND', MEMBER_MESSAGES.memberNotFound);
  return { member, onBehalfOf: member.id };
}

export const fullName = (person: Pick<Person, 'first_name' | 'last_name'>) =>
  `${person.first_name} ${person.last_name}`;

/**
 * Tells the members an administrator acted for (the member, and their partner when a change covers both) what was
 * done and by whom: one e-mail per shared address, sent after the commit; a failure is logged, never thrown, as the
 * change is already saved.
 */
export async function tellMembersActedFor(
  ctx: Ctx,
  notice: { adminName: string; memberIds: number[]; subject: string; lines: string[] },
): Promise<void> {
  try {
    const club = await getAllSettings(ctx.db, ['club_name', 'club_color']);
    const people = await ctx.db
      .select({ email: members.email, first_name: members.first_name, last_name: members.last_name })
      .from(members)
      .where(inArray(members.id, notice.memberIds));
    const subject = `${notice.subject} – ${club.club_name}`;
    await deliver(
      ctx,
      groupByInbox(
        people.filter((person) => person.email.trim() !== ''),
        (person) => person.email,
      ).map((inbox) => ({
        to: inbox[0].email,
        email: layout(
          club,
          subject,
          [
            `Hello ${namesInWords(inbox.map((person) => person.first_name))},`,
            `${notice.subject}:\n${notice.lines.join('\n')}`,
            `If this is not right, call ${notice.adminName} or change it yourself in the app.`,
          ],
          [{ label: 'Open My duties', url: `${ctx.config.publicUrl}/my-duties` }],
        ),
      })),
    );
  } catch (error) {
    ctx.log.error({ err: error }, 'Telling a member what an administrator did for them failed');
  }
}

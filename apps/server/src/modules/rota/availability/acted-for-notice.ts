import { inArray } from 'drizzle-orm';
import { members } from '../../../db/schema/index.js';
import type { ServiceContext } from '../../../lib/context.js';
import { groupByInbox, namesInWords } from '../../../lib/inbox.js';
import { getAllSettings } from '../../settings/settings.service.js';
import { layout } from '../swaps/swap-emails.js';
import { deliver } from '../swaps/swap-notify.js';

type Ctx = Pick<ServiceContext, 'db' | 'config' | 'log' | 'mailer'>;

export const fullName = (person: { first_name: string; last_name: string }) =>
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

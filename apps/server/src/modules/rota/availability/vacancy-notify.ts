import { eq } from 'drizzle-orm';
import type { ReplacementChoice, ScheduleType } from '@club/shared';
import { members } from '../../../db/schema/index.js';
import type { ServiceContext } from '../../../lib/context.js';
import { groupByInbox, mailbox } from '../../../lib/inbox.js';
import { formatDanceDate } from '../../../lib/calendar.js';
import { getAllSettings } from '../../settings/settings.service.js';
import { type Club, layout, type SwapEmail } from '../swaps/swap-emails.js';
import { deliver } from '../swaps/swap-notify.js';

type Ctx = Pick<ServiceContext, 'db' | 'config' | 'log' | 'mailer'>;
export type Vacancy = {
  memberName: string;
  memberEmail: string;
  danceDate: string;
  scheduleType: ScheduleType;
  choice: ReplacementChoice;
  offered: number;
};

/** To the administrators: who cannot serve which night, what they chose, and where to replace them. */
export function vacancyEmail(club: Club, vacancy: Vacancy, scheduleUrl: string): SwapEmail {
  const night = formatDanceDate(vacancy.danceDate);
  const schedule = vacancy.scheduleType === 'current' ? 'Current Schedule' : 'Next Schedule';
  const choice =
    vacancy.choice === 'ask_others'
      ? `They asked other members to take it (${vacancy.offered === 1 ? '1 member was' : `${vacancy.offered} members were`} e-mailed). The night is filled when someone accepts, or when you assign someone else.`
      : 'They asked the administrators to find a replacement: please assign someone else to the night.';
  return layout(
    club,
    `${vacancy.memberName} can't serve on ${night} – ${club.club_name}`,
    [
      `${vacancy.memberName} is on duty as squarehead on ${night} but has said they can't serve that night.`,
      choice,
      `Until then the night shows as "Needs replacement" on the ${schedule}.`,
    ],
    [{ label: `Open the ${schedule}`, url: scheduleUrl }],
  );
}

/**
 * One e-mail per administrator's address (couples sharing one get one), none to the member's own inbox: they know.
 * Sent after the commit; a failure is logged, never thrown, as the member's change is already saved.
 */
export async function notifyAdminsOfVacancy(ctx: Ctx, vacancy: Vacancy): Promise<void> {
  try {
    const club = await getAllSettings(ctx.db, ['club_name', 'club_color']);
    const admins = await ctx.db.select({ email: members.email }).from(members).where(eq(members.is_admin, true));
    const own = mailbox(vacancy.memberEmail);
    const path = vacancy.scheduleType === 'current' ? '/current-schedule' : '/next-schedule';
    const email = vacancyEmail(club, vacancy, `${ctx.config.publicUrl}${path}`);
    await deliver(
      ctx,
      groupByInbox(
        admins.filter((admin) => admin.email.trim() !== '' && mailbox(admin.email) !== own),
        (admin) => admin.email,
      ).map((inbox) => ({ to: inbox[0].email, email })),
    );
  } catch (error) {
    ctx.log.error({ err: error }, 'Telling the administrators about a night needing a replacement failed');
  }
}

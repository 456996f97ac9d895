import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type MyDuties, type MyDuty, nightTimes } from '@club/shared';
import { members } from '../../../db/schema/index.js';
import type { SignedInContext } from '../../../lib/context.js';
import { clubToday } from '../../settings/club-today.js';
import { getAllSettings } from '../../settings/settings.service.js';
import { answersFor } from '../night/confirmations.js';
import { clubNightsFrom, liveNights } from '../night/live-nights.js';
import { listOpenNights, signupSettings } from '../night/open-nights.js';
import { selfChosenNights } from '../night/signups.js';
import { slotNumberOf } from '../night/slots.js';
import { holderNames, namedHolders } from '../night/holders.js';
import { singleMarksFrom } from '../night/unavailability.js';
import { householdOf } from '../../users/household.js';

type Ctx = Pick<SignedInContext, 'db' | 'caller'>;

const effectiveTimes = (times: { start: string; end: string }) => ({
  start_time: times.start || null,
  end_time: times.end || null,
});

/** Issue 9 'My duties': the signed-in member's upcoming duties with who serves with them, and their availability. */
export async function getMyDuties(ctx: Ctx): Promise<MyDuties> {
  const me = ctx.caller.user.id;
  const today = await clubToday(ctx.db);
  const mine = await liveNights(ctx.db, { from: today, servedBy: me });
  const names = await holderNames(ctx.db, mine);
  const chosen = await selfChosenNights(ctx.db, me, mine, await signupSettings(ctx.db));
  const answers = await answersFor(
    ctx.db,
    me,
    mine.map((night) => night.id),
  );
  const club = await getAllSettings(ctx.db, ['club_night_start', 'club_night_end']);
  const duties: MyDuty[] = mine.map((night) => ({
    dance_date: night.dance_date,
    club_night_type: night.club_night_type,
    schedule_type: night.schedule_type,
    slot: slotNumberOf(night, me),
    partners: namedHolders(night, names).filter((holder) => holder.id !== me),
    notes: night.notes,
    assignment_id: night.id,
    self_chosen: chosen.has(night.id),
    can_give_back: chosen.get(night.id)?.can_give_back ?? false,
    confirmation: answers.find((answer) => answer.assignment_id === night.id)?.state ?? null,
    cancelled_at: night.cancelled_at?.toISOString() ?? null,
    cancel_reason: night.cancel_reason,
    // Issue 25: the night's own times or else the club's, and what it is, so My duties says when and what.
    ...effectiveTimes(nightTimes(night, club)),
    caller: night.caller,
    cuer: night.cuer,
    program: night.program,
    theme: night.theme,
  }));
  const partner = alias(members, 'partner');
  const [self] = await ctx.db
    .select({ partner_id: partner.id, first: partner.first_name, last: partner.last_name })
    .from(members)
    .innerJoin(partner, eq(partner.id, members.partner_id))
    .where(eq(members.id, me));
  return {
    duties,
    unavailable_dates: await singleMarksFrom(ctx.db, me, today),
    // A cancelled night has nobody to serve it: there is nothing to mark.
    upcoming_nights: await clubNightsFrom(ctx.db, today, { notCancelled: true }),
    self_signup: (await getAllSettings(ctx.db, ['self_signup'])).self_signup,
    open_nights: await listOpenNights(ctx.db, me, today),
    partner: self ? { id: self.partner_id, name: `${self.first} ${self.last}` } : null,
    household: await householdOf(ctx.db, me),
  };
}

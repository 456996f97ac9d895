import { eq, inArray, sql } from 'drizzle-orm';
import {
  type Assignment,
  MEMBER_MESSAGES,
  SIGNUP_MESSAGES,
  type SignupInput,
  type SquareheadField,
  type Unavailability,
} from '@club/shared';
import type { DbExecutor } from '../../../db/client.js';
import { assignments, members } from '../../../db/schema/index.js';
import { actingFor } from '../../../lib/acting-for.js';
import type { SignedInContext } from '../../../lib/context.js';
import { AppError } from '../../../lib/errors.js';
import { recordAudit } from '../../audit/audit.service.js';
import { lockNightOf } from '../night/live-nights.js';
import { nightView } from '../night/night-view.js';
import {
  findPeople,
  nightRefusal,
  type Person,
  type PersonCheck,
  personName,
  personRefusal,
  signupSettings,
} from '../night/open-nights.js';
import { heldSignups, recordSignups } from '../night/signups.js';
import { emptySlots } from '../night/slots.js';
import { resolveUnavailability } from '../night/unavailability.js';

/** The member, and their partner when both sign up together (both or neither). */
async function whoSignsUp(tx: DbExecutor, memberId: number, withPartner: boolean | undefined): Promise<Person[]> {
  const [person] = await findPeople(tx, [memberId]);
  if (!person) throw new AppError('NOT_FOUND', MEMBER_MESSAGES.memberNotFound);
  if (!withPartner) return [person];
  const [partner] = person.partner_id === null ? [] : await findPeople(tx, [person.partner_id]);
  if (!partner) throw new AppError('VALIDATION', SIGNUP_MESSAGES.noPartner);
  return [person, partner];
}

/**
 * One member's sign-ups for two nights at once would each see the other's not yet counted: the members' rows are
 * locked (in id order, so partners signing up each other cannot deadlock) before their nights are counted.
 */
async function lockMembers(tx: DbExecutor, people: Person[]): Promise<void> {
  await tx
    .select({ id: members.id })
    .from(members)
    .where(
      inArray(
        members.id,
        people.map((one) => one.id),
      ),
    )
    .orderBy(members.id)
    .for('no key update');
}

/**
 * Issue 19 part 2: a member takes an open place on a night, alone or with their partner (both or neither), or an
 * administrator does it for them. Every rule is checked under the lock of the night's rows, so two members taking
 * the last place at once get one place and one 409. The place, the sign-up record and the audit entries are one
 * transaction; the confirmation goes after the commit, one e-mail per shared address.
 */
export async function signUpForNight(ctx: SignedInContext, id: number, input: SignupInput): Promise<Assignment> {
  const { member, onBehalfOf } = await actingFor(ctx.db, ctx.caller, input.member_id, SIGNUP_MESSAGES.notYourself);
  const settings = await signupSettings(ctx.db);
  if (!settings.self_signup) throw new AppError('FORBIDDEN', SIGNUP_MESSAGES.turnedOff);
  const now = new Date();
  await ctx.transaction(async ({ db: tx, afterCommit }) => {
    const { night, rows } = await lockNightOf(tx, id);
    const closed = nightRefusal(night, night.schedule_type, settings, now);
    if (closed) throw closed;
    const people = await whoSignsUp(tx, member.id, input.with_partner);
    await lockMembers(tx, people);
    const slots = emptySlots(night);
    if (slots.length === 0) throw new AppError('CONFLICT', SIGNUP_MESSAGES.full);
    if (slots.length < people.length) throw new AppError('CONFLICT', SIGNUP_MESSAGES.notEnoughRoom);
    const check: PersonCheck = {
      liveRows: rows,
      unavailable:
        (await resolveUnavailability(tx, [night.dance_date])).get(night.dance_date) ??
        new Map<number, Unavailability>(),
      held: await heldSignups(
        tx,
        night.schedule_id,
        people.map((one) => one.id),
      ),
      max: settings.max_signups_per_schedule,
    };
    for (const one of people) {
      const refusal = personRefusal(one, night, check);
      if (refusal) throw refusal;
    }
    const changes: Partial<Record<SquareheadField, number>> = {};
    people.forEach((one, index) => {
      const slot = slots[index];
      if (slot) changes[slot] = one.id;
    });
    await tx
      .update(assignments)
      .set({ ...changes, updated_at: sql`now()` })
      .where(eq(assignments.id, id));
    const actor = ctx.caller.user.id;
    await recordSignups(
      tx,
      id,
      people.map((one) => one.id),
      actor,
    );
    const [first] = people;
    for (const one of people)
      await recordAudit(tx, {
        actorId: actor,
        action: 'duty.signup',
        entity: 'assignment',
        entityId: id,
        details: {
          dance_date: night.dance_date,
          member_name: personName(one),
          ...(one.id === first?.id ? {} : { with_partner_of: first ? personName(first) : null }),
        },
        // The partner signed up with the member is acted for too.
        ...(onBehalfOf === undefined ? {} : { onBehalfOf: one.id }),
      });
    // One e-mail per address: "You signed up", or who signed them up (an administrator, or the partner who chose both).
    const { user } = ctx.caller;
    await afterCommit([
      {
        kind: 'signedUp',
        dance_date: night.dance_date,
        member_ids: people.map((one) => one.id),
        actor: { id: user.id, name: `${user.first_name} ${user.last_name}`, email: user.email },
      },
    ]);
  });
  return nightView(ctx.db, id, ctx.caller);
}

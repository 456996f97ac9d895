import { eq } from 'drizzle-orm';
import {
  type AwayEntry,
  awayChangeInWords,
  describeAway,
  type Locale,
  type MemberAvailability,
  MEMBER_MESSAGES,
  type SetAwayInput,
  setAwayInputSchema,
  type StoredAwayEntry,
  unavailabilityInWords,
} from '@club/shared';
import type { DbExecutor } from '../../../db/client.js';
import { members } from '../../../db/schema/index.js';
import { actingFor } from '../../../lib/acting-for.js';
import type { SignedInContext } from '../../../lib/context.js';
import { AppError } from '../../../lib/errors.js';
import { recordAudit } from '../../audit/audit.service.js';
import { clubToday } from '../../settings/club-today.js';
import { clubNightsFrom } from '../night/live-nights.js';
import {
  type AwayRow,
  awayEntryOf,
  listAwayRows,
  listPartnerAwayRows,
  replaceAway,
  resolveUnavailability,
  singleMarksFrom,
} from '../night/unavailability.js';

const stored = (row: AwayRow, locale: Locale): StoredAwayEntry => {
  const entry = awayEntryOf(row);
  return { ...entry, id: row.id, description: describeAway(entry, locale) };
};

/** A range that ended before today says nothing about the nights to come; rules always do. */
const stillMatters = (today: string) => (row: AwayRow) =>
  row.kind !== 'range' || row.end_date === null || row.end_date >= today;

async function requireMember(db: DbExecutor, memberId: number): Promise<void> {
  const [found] = await db.select({ id: members.id }).from(members).where(eq(members.id, memberId));
  if (!found) throw new AppError('NOT_FOUND', MEMBER_MESSAGES.memberNotFound);
}

/**
 * Issue 19: a member's availability as they set it (single nights from today, their ranges and rules, those their
 * partner set for both) and what it comes to: each upcoming club night they cannot serve, with the reason. The
 * answer's descriptions and reasons are texts, so they are written in the caller's language (issue 29).
 */
export async function getMemberAvailability(
  db: DbExecutor,
  memberId: number,
  locale: Locale,
): Promise<MemberAvailability> {
  await requireMember(db, memberId);
  const today = await clubToday(db);
  const nights = await clubNightsFrom(db, today);
  const resolved = await resolveUnavailability(
    db,
    nights.map((night) => night.dance_date),
  );
  return {
    member_id: memberId,
    unavailable_dates: await singleMarksFrom(db, memberId, today),
    away: (await listAwayRows(db, memberId)).filter(stillMatters(today)).map((row) => stored(row, locale)),
    partner_away: (await listPartnerAwayRows(db, memberId))
      .filter(({ row }) => stillMatters(today)(row))
      .map(({ row, partner_name }) => ({ ...stored(row, locale), partner_name })),
    unavailable_nights: nights.flatMap((night) => {
      const cause = resolved.get(night.dance_date)?.get(memberId);
      return cause === undefined ? [] : [{ ...night, reason: unavailabilityInWords(cause, night.dance_date, locale) }];
    }),
  };
}

// The audit log keeps English, as it does for every entry; two entries are the same when they read the same.
const inWords = (entry: AwayEntry) => awayChangeInWords(entry);

/** The entries in `from` that `other` lacks, as many times as they are missing. */
function missingFrom(from: AwayEntry[], other: AwayEntry[]): AwayEntry[] {
  const left = other.map(inWords);
  return from.filter((entry) => {
    const at = left.indexOf(inWords(entry));
    if (at < 0) return true;
    left.splice(at, 1);
    return false;
  });
}

/**
 * Issue 19: replaces a member's ranges and rules with the list sent (the list read, changed and sent back), in one
 * transaction with its audit entry. Single nights are left as they are; they have their own toggle.
 * Part 7: when an administrator does it for a member who called, the entry says for whom, and the member (and their
 * partner, when a changed entry covers both) is e-mailed what "{admin} marked for you", only when something changed.
 */
export async function setMemberAway(
  ctx: SignedInContext,
  memberId: number,
  input: SetAwayInput,
): Promise<MemberAvailability> {
  const { away } = setAwayInputSchema.parse(input);
  const { onBehalfOf } = await actingFor(ctx.db, ctx.caller, memberId);
  const { user } = ctx.caller;
  const actor = user.id;
  await ctx.transaction(async ({ db: tx, afterCommit }) => {
    await requireMember(tx, memberId);
    const before = await replaceAway(tx, memberId, away, actor);
    const was = before.map((row) => inWords(awayEntryOf(row)));
    const now = away.map(inWords);
    await recordAudit(tx, {
      actorId: actor,
      onBehalfOf,
      action: 'availability.set_away',
      entity: 'member',
      entityId: memberId,
      details: { before: was, after: now },
    });
    const [owner] = await tx.select({ partner_id: members.partner_id }).from(members).where(eq(members.id, memberId));
    const partnerToo = [...before.map(awayEntryOf), ...away].some(
      (entry) => entry.also_partner && (!was.includes(inWords(entry)) || !now.includes(inWords(entry))),
    );
    const removed = missingFrom(before.map(awayEntryOf), away);
    const added = missingFrom(away, before.map(awayEntryOf));
    if (onBehalfOf === undefined || removed.length + added.length === 0) return;
    const partnerId = partnerToo ? (owner?.partner_id ?? null) : null;
    await afterCommit([
      {
        kind: 'actedFor',
        admin: { id: user.id, name: `${user.first_name} ${user.last_name}` },
        member_ids: partnerId === null ? [memberId] : [memberId, partnerId],
        notice: { kind: 'away', added, removed },
      },
    ]);
  });
  return getMemberAvailability(ctx.db, memberId, ctx.locale);
}

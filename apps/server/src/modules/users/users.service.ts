import { asc, count, eq, sql } from 'drizzle-orm';
import {
  type Household,
  type Member,
  type MemberList,
  MEMBER_MESSAGES,
  MEMBER_PAGE_DEFAULT,
  type MemberPage,
  type MemberSummary,
  type memberCreateSchema,
  type memberListQuerySchema,
  type memberUpdateSchema,
  SELF_EDITABLE_FIELDS,
  type SessionUser,
  isLocale,
} from '@club/shared';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client.js';
import { rawClientOf } from '../../db/raw-client.js';
import { members } from '../../db/schema/index.js';
import { actorId, type ServiceContext, userOf } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgConstraint, pgErrorCode } from '../../lib/pg-errors.js';
import { diffFields } from '../audit/audit-diff.js';
import { recordAudit } from '../audit/audit.service.js';
import { memberFilters, memberOrder, memberFromValues, selectMembers, toMember } from './member-query.js';
import { readMemberPage } from './member-page-query.js';
import { adminRole } from './admin-role.js';
import { revokeMemberSessions } from './member-sessions.js';
import { takeRosterTurn } from './roster-reads.js';
import { linkPartners } from './partner-links.js';
import { householdDetails, moveHousehold } from './household.js';
import { queueMemberGeocode } from '../../lib/geocode-queues.js';
import { CLEARED_COORDINATES, isMappableAddress } from '../geocoding/geocoding.service.js';
import { phoneToStore } from './member-phone.js';
import { onlyRow } from '../../lib/rows.js';

type MemberRow = typeof members.$inferSelect;
type MemberContext = Pick<ServiceContext, 'db' | 'caller' | 'config' | 'jobs' | 'club'>;
export type MemberCreate = z.output<typeof memberCreateSchema>;
export type MemberUpdate = z.output<typeof memberUpdateSchema>;

export function toSessionUser(
  member: Pick<MemberRow, 'id' | 'email' | 'first_name' | 'last_name' | 'role' | 'is_admin' | 'locale'>,
): SessionUser {
  return {
    id: member.id,
    email: member.email,
    first_name: member.first_name,
    last_name: member.last_name,
    role: member.role,
    is_admin: member.is_admin,
    locale: isLocale(member.locale) ? member.locale : null,
  };
}

const sameEmail = (email: string) => sql`lower(${members.email}) = ${email.trim().toLowerCase()}`;

/** Every member who uses this address; couples often share one (SPEC §3). */
export async function findMembersByEmail(db: DbExecutor, email: string): Promise<MemberRow[]> {
  return db.select().from(members).where(sameEmail(email)).orderBy(asc(members.id));
}

export async function findMemberById(db: DbExecutor, id: number): Promise<MemberRow | undefined> {
  const [member] = await db.select().from(members).where(eq(members.id, id));
  return member;
}

/** The protected account (SPEC §6): the member the database marks as main administrator. */
export async function getMainAdminId(db: DbExecutor): Promise<number | undefined> {
  const [row] = await db.select({ id: members.id }).from(members).where(eq(members.is_main_admin, true));
  return row?.id;
}

// Any number, the same for every instance: two servers starting together on an empty database create one admin.
const MAIN_ADMIN_LOCK_ID = 727_014;

/**
 * Issue 14: the main administrator is chosen once, at the first start: the oldest member who then has
 * MAIN_ADMIN_EMAIL (an installation from before the flag), else a new account with that address. From then on the
 * stored flag decides, so a changed MAIN_ADMIN_EMAIL, or a member who later takes that address, promotes nobody.
 * Issue 2: whatever happened to the roster meanwhile, the main administrator is an admin after every start.
 */
export async function ensureMainAdmin(db: DbExecutor, mainAdminEmail: string): Promise<MemberRow> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MAIN_ADMIN_LOCK_ID})`);
    const id = (await getMainAdminId(tx)) ?? (await findMembersByEmail(tx, mainAdminEmail))[0]?.id;
    if (id === undefined) {
      const created = onlyRow(
        await tx
          .insert(members)
          .values({
            first_name: 'Main',
            last_name: 'Administrator',
            email: mainAdminEmail,
            ...adminRole(true),
            is_main_admin: true,
            status: 'exempt',
          })
          .returning(),
      );
      return created;
    }
    const updated = onlyRow(
      await tx
        .update(members)
        .set({ ...adminRole(true), is_main_admin: true })
        .where(eq(members.id, id))
        .returning(),
    );
    return updated;
  });
}

export async function getMemberSummary(db: DbExecutor): Promise<MemberSummary> {
  const [row] = await db
    .select({
      member_count: count(),
      admin_count: sql<number>`count(*) filter (where ${members.is_admin})`.mapWith(Number),
    })
    .from(members);
  return { member_count: row?.member_count ?? 0, admin_count: row?.admin_count ?? 0 };
}

/** Every member the filters let through, held whole: one such read at a time per member (roster-reads.ts). */
export async function listMembers(
  ctx: MemberContext,
  query: z.output<typeof memberListQuerySchema>,
): Promise<MemberList> {
  await takeRosterTurn(ctx);
  return readMembers(ctx, query);
}

async function readMembers(ctx: MemberContext, query: z.output<typeof memberListQuerySchema>): Promise<MemberList> {
  const rows = await selectMembers(ctx.db)
    .where(memberFilters(query))
    .orderBy(...memberOrder(query.sort, query.order));
  return { users: rows.map((row) => toMember(row, userOf(ctx.caller))), count: rows.length };
}

/** True when the caller asked for one page (API.md GET /users `page`, `per_page`). */
export const wantsPage = (query: z.output<typeof memberListQuerySchema>): boolean =>
  query.page !== undefined || query.per_page !== undefined;

/**
 * Issue 18: one page of the filtered, sorted roster with how many members the filters let through and their footer
 * counts. The sort ends on the member id, so pages never overlap or skip a member whatever the ties.
 */
export async function listMemberPage(
  ctx: MemberContext,
  query: z.output<typeof memberListQuerySchema>,
): Promise<MemberPage> {
  const perPage = query.per_page ?? MEMBER_PAGE_DEFAULT;
  const page = query.page ?? 1;
  const { rows, total, counts } = await readMemberPage(ctx.db, query, {
    limit: perPage,
    offset: (page - 1) * perPage,
  });
  const viewer = userOf(ctx.caller);
  return { users: rows.map((values) => memberFromValues(values, viewer)), count: rows.length, total, counts };
}

/** Rows read from the database at a time while the whole roster streams out. */
const STREAM_BATCH_ROWS = 500;

/**
 * Issue 18: the whole roster's `data` ({"users":[…],"count":N}, the JSON `listMembers` answers) as text, read
 * through a database cursor a batch at a time, so a 20,000-member answer is never held whole. The first batch is
 * read before the first piece is given, so a database failure still becomes an ordinary error answer. Issue 26: one
 * member's whole-roster reads run one at a time (roster-reads.ts); the turn ends with the stream's unit of work.
 */
export async function* streamMemberListJson(
  ctx: MemberContext,
  query: z.output<typeof memberListQuerySchema>,
): AsyncGenerator<string> {
  await takeRosterTurn(ctx);
  yield* streamRosterJson(ctx, query);
}

async function* streamRosterJson(
  ctx: MemberContext,
  query: z.output<typeof memberListQuerySchema>,
): AsyncGenerator<string> {
  const { sql: text, params } = selectMembers(ctx.db)
    .where(memberFilters(query))
    .orderBy(...memberOrder(query.sort, query.order))
    .toSQL();
  const viewer = userOf(ctx.caller);
  let total = 0;
  let opening = '{"users":[';
  for await (const batch of rawClientOf(ctx.db)
    .unsafe(text, params as never[])
    .values()
    .cursor(STREAM_BATCH_ROWS)) {
    const json = batch.map((values) => JSON.stringify(memberFromValues(values, viewer))).join(',');
    yield `${opening}${total > 0 ? ',' : ''}${json}`;
    opening = '';
    total += batch.length;
  }
  yield `${opening}],"count":${total}}`;
}

/** SPEC §5 assignment edit: the members who can take squarehead duty. */
export async function listAssignableMembers(ctx: MemberContext): Promise<MemberList> {
  return readMembers(ctx, { status: 'assignable', sort: 'last_name', order: 'asc' });
}

export async function getMember(ctx: Pick<ServiceContext, 'db' | 'caller'>, id: number): Promise<Member> {
  const [row] = await selectMembers(ctx.db).where(eq(members.id, id));
  if (!row) throw new AppError('NOT_FOUND', MEMBER_MESSAGES.memberNotFound);
  return toMember(row, userOf(ctx.caller));
}

export async function getProtectedIds(ctx: Pick<ServiceContext, 'db'>): Promise<{ main_admin_id: number | null }> {
  return { main_admin_id: (await getMainAdminId(ctx.db)) ?? null };
}

/** Issue 26: the signed-in member's household, whom My details offers a new address. */
export async function getMyHousehold(ctx: Pick<ServiceContext, 'db' | 'caller'>): Promise<Household> {
  const viewer = userOf(ctx.caller);
  if (!viewer) throw new AppError('UNAUTHORIZED', 'Authentication required');
  return { household: await householdDetails(ctx.db, viewer.id) };
}

/** Turns the database's own refusals into the messages of SPEC §5. */
function translateWriteError(error: unknown): never {
  const code = pgErrorCode(error);
  if (code === PG_UNIQUE_VIOLATION) throw new AppError('CONFLICT', MEMBER_MESSAGES.duplicate);
  if (code === PG_FOREIGN_KEY_VIOLATION) {
    const field = pgConstraint(error) === 'members_friend_fk' ? 'friend_id' : 'partner_id';
    throw new AppError('VALIDATION', MEMBER_MESSAGES.linkedMemberNotFound, {
      fieldErrors: { [field]: MEMBER_MESSAGES.linkedMemberNotFound },
    });
  }
  throw error;
}

export async function createMember(ctx: MemberContext, input: MemberCreate): Promise<Member> {
  const isAdmin = input.is_admin ?? false;
  const phone = await phoneToStore(ctx.db, input.phone ?? null);
  const id = await ctx.db
    .transaction(async (tx) => {
      const created = onlyRow(
        await tx
          .insert(members)
          .values({
            first_name: input.first_name,
            last_name: input.last_name,
            email: input.email,
            ...phone,
            address: input.address ?? null,
            birthday: input.birthday ?? null,
            friend_id: input.friend_id ?? null,
            status: input.status ?? 'assignable',
            ...adminRole(isAdmin),
            notes: input.notes ?? null,
          })
          .returning({ id: members.id }),
      );
      if (input.partner_id != null) await linkPartners(tx, created.id, input.partner_id);
      await recordAudit(tx, {
        actorId: actorId(ctx.caller),
        action: 'member.create',
        entity: 'member',
        entityId: created.id,
        details: {
          name: `${input.first_name} ${input.last_name}`,
          ...(input.partner_id != null ? { partner_id: input.partner_id } : {}),
        },
      });
      return created.id;
    })
    .catch(translateWriteError);
  if (isMappableAddress(input.address ?? null)) await queueMemberGeocode(ctx, id);
  return getMember(ctx, id);
}

/**
 * SPEC §5, §6: admins edit anyone; a member edits only their own contact fields. Fields not sent stay as they are.
 * A partner link is mirrored on both members; a role change ends the member's sessions so the new role applies now.
 * Issue 26: household members named in `household_ids` get the new address in the same transaction (household.ts).
 */
export async function updateMember(ctx: MemberContext, id: number, update: MemberUpdate): Promise<Member> {
  const { household_ids: householdIds = [], ...input } = update;
  const viewer = userOf(ctx.caller);
  if (!viewer) throw new AppError('UNAUTHORIZED', 'Authentication required');
  const current = await findMemberById(ctx.db, id);
  if (!current) throw new AppError('NOT_FOUND', MEMBER_MESSAGES.memberNotFound);
  if (!viewer.is_admin) {
    if (viewer.id !== id) throw new AppError('FORBIDDEN', MEMBER_MESSAGES.noPermissionToEdit);
    const changesOtherFields = (Object.keys(input) as (keyof typeof input)[]).some(
      (key) =>
        !(SELF_EDITABLE_FIELDS as readonly string[]).includes(key) &&
        input[key] !== undefined &&
        input[key] !== current[key],
    );
    if (changesOtherFields) throw new AppError('FORBIDDEN', MEMBER_MESSAGES.onlyContactFields);
  }
  if (input.partner_id === id || input.friend_id === id) {
    throw new AppError('VALIDATION', MEMBER_MESSAGES.linkToSelf, {
      fieldErrors: { [input.partner_id === id ? 'partner_id' : 'friend_id']: MEMBER_MESSAGES.linkToSelf },
    });
  }
  const newEmail =
    input.email !== undefined && input.email.toLowerCase() !== current.email.toLowerCase() ? input.email : undefined;
  const emailChanges = newEmail !== undefined;
  if (current.is_main_admin) {
    if (input.is_admin === false) throw new AppError('FORBIDDEN', MEMBER_MESSAGES.mainAdminStaysAdmin);
    // Issue 14: the address receives the main administrator's sign-in links, so only its holder may move it.
    if (emailChanges && viewer.id !== id) throw new AppError('FORBIDDEN', MEMBER_MESSAGES.mainAdminEmailOwn);
  }
  const friendId = input.friend_id === undefined ? current.friend_id : input.friend_id;
  const partnerId = input.partner_id === undefined ? current.partner_id : input.partner_id;
  if (friendId !== null && friendId === partnerId) {
    throw new AppError('VALIDATION', MEMBER_MESSAGES.partnerFriendSame, {
      fieldErrors: { friend_id: MEMBER_MESSAGES.partnerFriendSame },
    });
  }

  const { partner_id, is_admin, ...fields } = input;
  // Issue 26: a new number must be one the club can call; one kept as it was (an import may have kept one it could
  // not read) is not asked again.
  const phone =
    input.phone !== undefined && input.phone !== current.phone ? await phoneToStore(ctx.db, input.phone) : {};
  const roleChanges = is_admin !== undefined && is_admin !== current.is_admin;
  const addressChanges = fields.address !== undefined && fields.address !== current.address;
  const movedWith = await ctx.db
    .transaction(async (tx) => {
      if (newEmail !== undefined && !viewer.is_admin) await refuseTakenEmail(tx, id, newEmail);
      // Issue 26: the household as it is before this change, which may give the member another inbox or partner.
      const moved = await moveHousehold(tx, {
        memberId: id,
        ids: householdIds,
        address: fields.address ?? null,
        actorId: viewer.id,
      });
      await tx
        .update(members)
        .set({
          ...fields,
          ...phone,
          ...(is_admin === undefined ? {} : adminRole(is_admin)),
          ...(addressChanges ? CLEARED_COORDINATES : {}),
          updated_at: sql`now()`,
        })
        .where(eq(members.id, id));
      if (partner_id !== undefined && partner_id !== current.partner_id) await linkPartners(tx, id, partner_id);
      if (roleChanges) await revokeMemberSessions(tx, id);
      await recordAudit(tx, {
        actorId: viewer.id,
        action: 'member.update',
        entity: 'member',
        entityId: id,
        // Issue 9: old → new of each field that really changed; a partner change also re-links the old partners.
        details: { name: `${current.first_name} ${current.last_name}`, changes: diffFields(current, input) },
      });
      return moved;
    })
    .catch(translateWriteError);
  if (addressChanges && isMappableAddress(fields.address ?? null)) await queueMemberGeocode(ctx, id);
  for (const householdId of movedWith) await queueMemberGeocode(ctx, householdId);
  return getMember(ctx, id);
}

/**
 * Issue 14: a member may not take an address another member signs in with, as that member's sign-in links would
 * reach them too; couples share one only when an admin sets it. The lock keeps two members from taking one address
 * at the same moment.
 */
async function refuseTakenEmail(tx: DbExecutor, id: number, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${email.toLowerCase()}))`);
  const holders = await findMembersByEmail(tx, email);
  if (holders.some((holder) => holder.id !== id)) {
    throw new AppError('CONFLICT', MEMBER_MESSAGES.emailTaken, { fieldErrors: { email: MEMBER_MESSAGES.emailTaken } });
  }
}

/**
 * Issue 7 operator command: makes a member an admin (SPEC §3: role and is_admin change together). As with a role
 * change on the Members page, their sessions end so the new role applies from their next sign-in.
 */
export async function promoteToAdmin(db: DbExecutor, id: number): Promise<{ member: MemberRow; wasAdmin: boolean }> {
  return db.transaction(async (tx) => {
    const current = await findMemberById(tx, id);
    if (!current) throw new AppError('NOT_FOUND', MEMBER_MESSAGES.memberNotFound);
    if (current.is_admin && current.role === 'admin') return { member: current, wasAdmin: true };
    const member = onlyRow(
      await tx
        .update(members)
        .set({ ...adminRole(true), updated_at: sql`now()` })
        .where(eq(members.id, id))
        .returning(),
    );
    await revokeMemberSessions(tx, id);
    await recordAudit(tx, { actorId: null, action: 'member.promote', entity: 'member', entityId: id });
    return { member: member, wasAdmin: false };
  });
}

/**
 * Issue 14 operator command, the one way to hand the main administrator's role on: the member becomes the protected
 * main administrator (and an admin; a new admin's sessions end, as with promote). The previous one stays an admin.
 */
export async function transferMainAdmin(
  db: DbExecutor,
  id: number,
): Promise<{ member: MemberRow; previous: MemberRow | undefined }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MAIN_ADMIN_LOCK_ID})`);
    const target = await findMemberById(tx, id);
    if (!target) throw new AppError('NOT_FOUND', MEMBER_MESSAGES.memberNotFound);
    const previousId = await getMainAdminId(tx);
    const previous = previousId === undefined ? undefined : await findMemberById(tx, previousId);
    if (previousId === id) return { member: target, previous };
    await tx
      .update(members)
      .set({ is_main_admin: false, updated_at: sql`now()` })
      .where(eq(members.is_main_admin, true));
    const member = onlyRow(
      await tx
        .update(members)
        .set({ is_main_admin: true, is_admin: true, role: 'admin', updated_at: sql`now()` })
        .where(eq(members.id, id))
        .returning(),
    );
    if (!target.is_admin) await revokeMemberSessions(tx, id);
    await recordAudit(tx, {
      actorId: null,
      action: 'member.transfer_main_admin',
      entity: 'member',
      entityId: id,
      details: { previous_id: previousId ?? null },
    });
    return { member: member, previous };
  });
}

/** SPEC §6: the main administrator and one's own account are never deleted. Links to the member clear themselves. */
export async function deleteMember(ctx: MemberContext, id: number): Promise<{ deleted_id: number }> {
  if (id === (await getMainAdminId(ctx.db))) {
    throw new AppError('FORBIDDEN', MEMBER_MESSAGES.mainAdminProtected);
  }
  if (id === actorId(ctx.caller)) throw new AppError('FORBIDDEN', MEMBER_MESSAGES.cannotDeleteSelf);
  return ctx.db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(members)
      .where(eq(members.id, id))
      .returning({ id: members.id, first_name: members.first_name, last_name: members.last_name });
    if (!deleted) throw new AppError('NOT_FOUND', MEMBER_MESSAGES.memberNotFound);
    await recordAudit(tx, {
      actorId: actorId(ctx.caller),
      action: 'member.delete',
      entity: 'member',
      entityId: id,
      details: { name: `${deleted.first_name} ${deleted.last_name}` },
    });
    return { deleted_id: deleted.id };
  });
}

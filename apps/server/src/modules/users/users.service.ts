import { asc, count, eq, sql } from 'drizzle-orm';
import type { MemberSummary, SessionUser } from '@club/shared';
import type { DbExecutor } from '../../db/client.js';
import { members } from '../../db/schema/index.js';

type MemberRow = typeof members.$inferSelect;

export function toSessionUser(member: Pick<MemberRow, 'id' | 'email' | 'first_name' | 'last_name' | 'role' | 'is_admin'>): SessionUser {
  return {
    id: member.id,
    email: member.email,
    first_name: member.first_name,
    last_name: member.last_name,
    role: member.role,
    is_admin: member.is_admin,
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

/** The protected account: the oldest member with MAIN_ADMIN_EMAIL (SPEC §6). */
export async function getMainAdminId(db: DbExecutor, mainAdminEmail: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(sameEmail(mainAdminEmail))
    .orderBy(asc(members.id))
    .limit(1);
  return row?.id;
}

/** Issue 2: on start the main administrator exists and is an admin, whatever happened to the roster meanwhile. */
export async function ensureMainAdmin(db: DbExecutor, mainAdminEmail: string): Promise<MemberRow> {
  const id = await getMainAdminId(db, mainAdminEmail);
  if (id === undefined) {
    const [created] = await db
      .insert(members)
      .values({
        first_name: 'Main',
        last_name: 'Administrator',
        email: mainAdminEmail,
        role: 'admin',
        is_admin: true,
        status: 'exempt',
      })
      .returning();
    return created!;
  }
  const [updated] = await db
    .update(members)
    .set({ role: 'admin', is_admin: true })
    .where(eq(members.id, id))
    .returning();
  return updated!;
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

import type { Database } from '../src/db/client.js';
import { members } from '../src/db/schema/index.js';

type NewMember = typeof members.$inferInsert;
let sequence = 0;

export async function createMember(db: Database, overrides: Partial<NewMember> = {}) {
  sequence += 1;
  const isAdmin = overrides.is_admin ?? overrides.role === 'admin';
  const [member] = await db
    .insert(members)
    .values({
      first_name: `Dancer${sequence}`,
      last_name: 'Tester',
      email: `dancer${sequence}@example.org`,
      ...overrides,
      is_admin: isAdmin,
      role: isAdmin ? 'admin' : 'member',
    })
    .returning();
  return member!;
}

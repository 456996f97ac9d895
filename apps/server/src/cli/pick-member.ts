import { idSchema } from '@club/shared';
import { AppError } from '../lib/errors.js';
import type { DbExecutor } from '../db/client.js';
import { findMembersByEmail } from '../modules/users/users.service.js';
import { UsageError } from './command.js';

type MemberRow = Awaited<ReturnType<typeof findMembersByEmail>>[number];

export const describeMember = (member: MemberRow) =>
  `#${member.id} ${member.first_name} ${member.last_name} <${member.email}>`;

/** The --id option of the commands that act on one member. */
export const ID_OPTION = { id: { type: 'string' } } as const;

/** Parses --id: a positive whole number, or absent. */
export function parseId(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const parsed = idSchema.safeParse(value);
  if (!parsed.success) throw new UsageError(`--id must be a member number such as 12, not "${value}".`);
  return parsed.data;
}

/**
 * The members with this e-mail address, or the one named by --id among them. Couples often share an address
 * (SPEC §3); when `single` is asked for and several share it, they are listed so the operator can choose.
 */
export async function findMembersForCommand(
  db: DbExecutor,
  email: string,
  id: number | undefined,
  single: boolean,
): Promise<[MemberRow, ...MemberRow[]]> {
  const found = await findMembersByEmail(db, email);
  const [first, ...others] = found;
  if (!first) throw new AppError('NOT_FOUND', `No member has the e-mail address ${email}.`);
  if (id !== undefined) {
    const chosen = found.find((member) => member.id === id);
    if (!chosen)
      throw new AppError(
        'NOT_FOUND',
        `Member #${id} does not have the e-mail address ${email}; these do: ${found.map(describeMember).join(', ')}.`,
      );
    return [chosen];
  }
  if (single && found.length > 1) {
    throw new AppError(
      'CONFLICT',
      `Several members share ${email}: ${found.map(describeMember).join(', ')}. Choose one with --id N.`,
    );
  }
  return [first, ...others];
}

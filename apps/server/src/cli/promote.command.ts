import { promoteToAdmin } from '../modules/users/users.service.js';
import type { ClubCommand } from './command.js';
import { describeMember, findMembersForCommand, ID_OPTION, parseId } from './pick-member.js';

export const promoteCommand: ClubCommand = {
  usage: 'promote <email> [--id N]',
  summary: 'Makes the member with this e-mail address an admin (--id picks one when several share it).',
  example: 'promote sam@example.org',
  positionals: 1,
  options: ID_OPTION,
  async run(units, args, print) {
    const [email] = args.positionals as [string];
    const { member, wasAdmin } = await units(async (ctx) => {
      const [chosen] = await findMembersForCommand(ctx.db, email, parseId(args.values.id), true);
      return promoteToAdmin(ctx.db, chosen.id);
    });
    print(
      wasAdmin
        ? `${describeMember(member)} is already an admin; nothing changed.`
        : `${describeMember(member)} is now an admin.`,
    );
  },
};

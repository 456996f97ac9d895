import { transferMainAdmin } from '../modules/users/users.service.js';
import type { Command } from './command.js';
import { describeMember, findMembersForCommand, ID_OPTION, parseId } from './pick-member.js';

export const transferMainAdminCommand: Command = {
  usage: 'transfer-main-admin <email> [--id N]',
  summary:
    'Makes the member with this e-mail address the protected main administrator; the previous one stays an admin.',
  example: 'transfer-main-admin chair@example.org',
  positionals: 1,
  options: ID_OPTION,
  async run(units, args, print) {
    const [email] = args.positionals as [string];
    const { member, previous } = await units(async (ctx) => {
      const [chosen] = await findMembersForCommand(ctx.db, email, parseId(args.values.id), true);
      return transferMainAdmin(ctx.db, chosen.id);
    });
    if (previous?.id === member.id) {
      print(`${describeMember(member)} is already the main administrator; nothing changed.`);
      return;
    }
    print(`${describeMember(member)} is now the main administrator.`);
    if (previous)
      print(`${describeMember(previous)} stays an admin and may now be changed or removed by other admins.`);
  },
};

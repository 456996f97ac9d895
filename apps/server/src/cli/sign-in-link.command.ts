import { LOGIN_LINK_TTL_MINUTES } from '@club/shared';
import { issueLoginLink } from '../modules/auth/auth.service.js';
import { toSessionUser } from '../modules/users/users.service.js';
import type { Command } from './command.js';
import { describeMember, findMembersForCommand, ID_OPTION, parseId } from './pick-member.js';

export const signInLinkCommand: Command = {
  usage: 'sign-in-link <email> [--id N]',
  summary: `Prints a one-time sign-in link (valid ${LOGIN_LINK_TTL_MINUTES} minutes) for each member with this address.`,
  example: 'sign-in-link admin@example.org',
  positionals: 1,
  options: ID_OPTION,
  async run(units, args, print) {
    const [email] = args.positionals as [string];
    // Couples share an address; like the login page, each of them gets a link of their own.
    const issued = await units(async (ctx) => {
      const found = await findMembersForCommand(ctx.db, email, parseId(args.values.id), false);
      return Promise.all(
        found.map(async (member) => ({ member, link: await issueLoginLink(ctx, toSessionUser(member)) })),
      );
    });
    for (const { member, link } of issued) {
      print(`Sign-in link for ${describeMember(member)}, valid ${LOGIN_LINK_TTL_MINUTES} minutes, once:`);
      print(link.url);
    }
  },
};

import { memberCreateSchema } from '@club/shared';
import { parseOrThrow } from '../lib/errors.js';
import { createMember, findMembersByEmail } from '../modules/users/users.service.js';
import type { Command } from './command.js';
import { promoteCommand } from './promote.command.js';

export const createAdminCommand: Command = {
  usage: 'create-admin <email> [--first-name NAME] [--last-name NAME] [--id N]',
  summary: 'Adds an admin with this e-mail address, or makes the member who has it an admin.',
  example: 'create-admin jane@example.org --first-name Jane --last-name Caller',
  positionals: 1,
  options: { 'first-name': { type: 'string' }, 'last-name': { type: 'string' }, ...promoteCommand.options },
  async run(units, args, print) {
    const [email] = args.positionals as [string];
    if ((await units((ctx) => findMembersByEmail(ctx.db, email))).length > 0)
      return promoteCommand.run(units, args, print);
    const input = parseOrThrow(memberCreateSchema, {
      first_name: args.values['first-name'] ?? 'Club',
      last_name: args.values['last-name'] ?? 'Administrator',
      email,
      is_admin: true,
      // Not put on the squarehead rota until someone says so on the Members page.
      status: 'exempt',
    });
    const member = await units((ctx) => createMember(ctx, input));
    print(`Created admin #${member.id} ${member.first_name} ${member.last_name} <${member.email}> (status exempt).`);
  },
};

import { clubCreateSchema, emptyClubCreateSchema } from '@club/shared';
import { parseOrThrow } from '../lib/errors.js';
import { createClub, createEmptyClub } from '../modules/association/create-club.js';
import { type DeploymentCommand, UsageError } from './command.js';

export const createClubCommand: DeploymentCommand = {
  scope: 'deployment',
  usage: 'create-club <slug> --name NAME (--main-admin EMAIL | --empty) [--time-zone ZONE] [--locale en|de]',
  summary:
    'Adds a club to a deployment of many (CLUBS=multi), served under PUBLIC_URL/c/<slug>/, and sends its main administrator a first sign-in link; --empty adds it with no rows, for a backup to be restored into.',
  example:
    'create-club lindenhof --name "Lindenhof Squares" --main-admin chair@lindenhof.example --time-zone Europe/Berlin --locale de',
  positionals: 1,
  options: {
    name: { type: 'string' },
    'main-admin': { type: 'string' },
    'time-zone': { type: 'string' },
    locale: { type: 'string' },
    empty: { type: 'boolean' },
  },
  afterFailure: 'No club was added.',
  async run({ deps, log }, args, print) {
    if (deps.config.clubs !== 'multi')
      throw new UsageError(
        'A server of one club has its club already; clubs are added to a deployment with CLUBS=multi.',
      );
    const fields = {
      slug: args.positionals[0],
      name: args.values.name ?? '',
      time_zone: args.values['time-zone'] ?? 'America/Los_Angeles',
      locale: args.values.locale ?? 'en',
    };
    if (args.values.empty === 'true') {
      const club = await createEmptyClub(deps, parseOrThrow(emptyClubCreateSchema, fields));
      print(`Added club #${club.id} ${club.name} with no rows yet, for a backup to be restored into:`);
      print(`npm run club -- --club ${club.slug} restore <backup-file>`);
      return;
    }
    const input = parseOrThrow(clubCreateSchema, { ...fields, main_admin_email: args.values['main-admin'] ?? '' });
    const { club, sign_in_link: link, delivery } = await createClub(deps, log, input);
    print(`Added club #${club.id} ${club.name}, served under ${deps.config.publicUrl}/c/${club.slug}/.`);
    const firstLink = `first sign-in for ${input.main_admin_email}, valid 15 minutes, once:\n${link}`;
    if (delivery === 'sent') print(`A first sign-in link was e-mailed to ${input.main_admin_email}.`);
    else if (delivery === 'queued')
      print(`A first sign-in link for ${input.main_admin_email} waits in the outbox; the server sends it.`);
    else if (delivery === 'no-mail-server') print(`No mail server is configured: ${firstLink}`);
    else print(`The e-mail could not be sent (the Admin page lists it); pass this on instead: ${firstLink}`);
  },
};

import { setClubSuspended } from '../modules/association/club-suspension.js';
import { type CommandArgs, type Deployment, type DeploymentCommand, UsageError } from './command.js';

async function setSuspended(
  { deps }: Deployment,
  args: CommandArgs,
  print: (line: string) => void,
  suspended: boolean,
): Promise<void> {
  if (deps.config.clubs !== 'multi')
    throw new UsageError('A server of one club is stopped, not suspended; suspending is for CLUBS=multi.');
  const slug = args.positionals[0] ?? '';
  const { club, changed } = await setClubSuspended(deps, slug, suspended);
  const where = `${deps.config.publicUrl}/c/${club.slug}/`;
  if (!changed) print(`${club.name} (${club.slug}) was ${suspended ? 'suspended' : 'open'} already; nothing changed.`);
  else if (suspended)
    print(
      `Suspended ${club.name}: ${where} answers 404 within 5 seconds and its hourly work stops. Nothing is deleted.`,
    );
  else print(`Resumed ${club.name}: ${where} is open again, and its hourly work runs from the next hour.`);
}

export const suspendClubCommand: DeploymentCommand = {
  scope: 'deployment',
  usage: 'suspend-club <slug>',
  summary:
    'Closes a club of a deployment of many for now: its pages and API answer 404 and its hourly work stops; its rows are kept.',
  example: 'suspend-club lindenhof',
  positionals: 1,
  afterFailure: 'No club was changed.',
  run: (deployment, args, print) => setSuspended(deployment, args, print, true),
};

export const resumeClubCommand: DeploymentCommand = {
  scope: 'deployment',
  usage: 'resume-club <slug>',
  summary: 'Opens a suspended club again, as it was.',
  example: 'resume-club lindenhof',
  positionals: 1,
  afterFailure: 'No club was changed.',
  run: (deployment, args, print) => setSuspended(deployment, args, print, false),
};

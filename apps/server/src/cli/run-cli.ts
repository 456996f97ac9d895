import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { settleAfterAnswer } from '../lib/after-answer.js';
import { AppError } from '../lib/errors.js';
import { backupCommand } from './backup.command.js';
import { cliClubUnits, openCliDeployment } from './cli-context.js';
import { type Command, type CommandArgs, UsageError } from './command.js';
import { createAdminCommand } from './create-admin.command.js';
import { resumeClubCommand, suspendClubCommand } from './club-suspension.command.js';
import { createClubCommand } from './create-club.command.js';
import { importCommand } from './import.command.js';
import { promoteCommand } from './promote.command.js';
import { restoreCommand } from './restore.command.js';
import { sendRemindersCommand } from './send-reminders.command.js';
import { signInLinkCommand } from './sign-in-link.command.js';
import { transferMainAdminCommand } from './transfer-main-admin.command.js';
import { createTerminalLogger } from './terminal-logger.js';

export const COMMANDS: Record<string, Command> = {
  'create-admin': createAdminCommand,
  promote: promoteCommand,
  'transfer-main-admin': transferMainAdminCommand,
  'sign-in-link': signInLinkCommand,
  'send-reminders': sendRemindersCommand,
  backup: backupCommand,
  restore: restoreCommand,
  import: importCommand,
  'create-club': createClubCommand,
  'suspend-club': suspendClubCommand,
  'resume-club': resumeClubCommand,
};

export type CliIo = {
  env: Record<string, string | undefined>;
  out: (line: string) => void;
  err: (line: string) => void;
};

const PREFIX = 'npm run club --';

function usageText(): string {
  return [
    `Usage: ${PREFIX} <command> [arguments]`,
    '',
    'Commands (each uses the database the server uses with the same environment: DATABASE_URL, else DATA_DIR;',
    `with CLUBS=multi, name the club first: ${PREFIX} --club <slug> <command>):`,
    ...Object.values(COMMANDS).flatMap((command) => [`  ${command.usage}`, `      ${command.summary}`]),
    '  help',
    '      Shows this text.',
    '',
    'Example:',
    `  ${PREFIX} ${createAdminCommand.example}`,
  ].join('\n');
}

function parseCommandArgs(command: Command, argv: string[]): CommandArgs {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: command.options ?? {}, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (parsed.positionals.length !== command.positionals) {
    throw new UsageError(
      parsed.positionals.length < command.positionals
        ? 'An argument is missing.'
        : `Unexpected argument: ${parsed.positionals.at(command.positionals)}`,
    );
  }
  // A flag (a boolean option such as --empty) that was given reads as 'true', as an option's value would.
  const values = Object.fromEntries(
    Object.entries(parsed.values).map(([name, value]) => [name, value === true ? 'true' : value]),
  ) as CommandArgs['values'];
  return { positionals: parsed.positionals, values };
}

/** One readable line for the operator: our own messages as they are, with the fields a validation named. */
function describeFailure(error: unknown): string {
  if (error instanceof AppError) {
    const fields = Object.entries(error.details.fieldErrors ?? {}).map(([field, message]) => `${field}: ${message}`);
    return fields.length > 0 ? `${error.message} (${fields.join('; ')})` : error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * Issue 7: `npm run club -- <command>`. Answers the exit code: 0 done, 1 the work failed, 2 the command line was
 * wrong. What a command did goes to `out`; problems and the services' log lines go to `err`.
 */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  // Issue 28: in a deployment of many clubs, `--club <slug>` before the command names the club it works in.
  const clubSlug = argv[0] === '--club' ? argv[1] : undefined;
  const [name, ...rest] = argv[0] === '--club' ? argv.slice(2) : argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    io.out(usageText());
    return 0;
  }
  const command = COMMANDS[name];
  if (!command) {
    io.err(`Unknown command "${name}".`);
    io.err(usageText());
    return 2;
  }
  try {
    const args = parseCommandArgs(command, rest);
    const config = loadConfig(io.env);
    const log = createTerminalLogger(config.logLevel, io.err);
    const { deps, close } = await openCliDeployment(config, log);
    try {
      if (command.scope === 'deployment') await command.run({ deps, log }, args, io.out);
      else await command.run(await cliClubUnits(deps, log, clubSlug), args, io.out);
    } finally {
      // What a command queued is sent in this process after its commit; the database stays open until it has gone.
      await settleAfterAnswer();
      await close();
    }
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(error.message);
      io.err(`Usage: ${PREFIX} ${command.usage}`);
      return 2;
    }
    io.err(error instanceof ConfigError ? error.message : `${name} failed: ${describeFailure(error)}`);
    if (command.afterFailure) io.err(command.afterFailure);
    return 1;
  }
}

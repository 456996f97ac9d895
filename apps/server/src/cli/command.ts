import type { ParseArgsConfig } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import type { ClubUnits, ContextDeps } from '../lib/context.js';

/** What a command was given: its positional arguments and its --options. */
export type CommandArgs = { positionals: string[]; values: Record<string, string | undefined> };

/** What a command of the whole deployment works with (issue 28: adding a club), with no club of its own. */
export type Deployment = { deps: ContextDeps; log: FastifyBaseLogger };

/** One operator command of `npm run club -- <name>` (issue 7). */
export type Command = ClubCommand | DeploymentCommand;

export type ClubCommand = CommandText & {
  scope?: 'club';
  /** Does its work in units of work of the club (issue 28), prints what it did; throws on failure. */
  run(units: ClubUnits, args: CommandArgs, print: (line: string) => void): Promise<void>;
};

export type DeploymentCommand = CommandText & {
  scope: 'deployment';
  run(deployment: Deployment, args: CommandArgs, print: (line: string) => void): Promise<void>;
};

type CommandText = {
  /** The arguments after the name, as the usage text shows them. */
  usage: string;
  summary: string;
  example: string;
  /** How many positional arguments it takes. */
  positionals: number;
  options?: NonNullable<ParseArgsConfig['options']>;
  /** A line printed after a failure, e.g. that nothing was changed. */
  afterFailure?: string;
};

/** The command line was wrong (exit 2), as opposed to the work failing (exit 1). */
export class UsageError extends Error {}

import type { ParseArgsConfig } from 'node:util';
import type { ServiceContext } from '../lib/context.js';

/** What a command was given: its positional arguments and its --options. */
export type CommandArgs = { positionals: string[]; values: Record<string, string | undefined> };

/** One operator command of `npm run club -- <name>` (issue 7). */
export type Command = {
  /** The arguments after the name, as the usage text shows them. */
  usage: string;
  summary: string;
  example: string;
  /** How many positional arguments it takes. */
  positionals: number;
  options?: NonNullable<ParseArgsConfig['options']>;
  /** A line printed after a failure, e.g. that nothing was changed. */
  afterFailure?: string;
  /** Prints what it did through `print`; throws on failure. */
  run(ctx: ServiceContext, args: CommandArgs, print: (line: string) => void): Promise<void>;
};

/** The command line was wrong (exit 2), as opposed to the work failing (exit 1). */
export class UsageError extends Error {}

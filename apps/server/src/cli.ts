// `npm run club -- <command>`: the operator's commands (issue 7). The work is in cli/; this file only runs it.
import { runCli } from './cli/run-cli.js';

// exit() rather than exitCode: an idle connection left open by a library must not keep the command from returning.
process.exit(await runCli(process.argv.slice(2), { env: process.env, out: console.log, err: console.error }));

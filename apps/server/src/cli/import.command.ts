import fs from 'node:fs/promises';
import path from 'node:path';
import { memberImportInputSchema } from '@club/shared';
import { AppError, parseOrThrow } from '../lib/errors.js';
import { importMembers } from '../modules/users/import/import-members.service.js';
import type { Command } from './command.js';

export const importCommand: Command = {
  usage: 'import <members.csv>',
  summary: 'Imports a roster CSV as the Members page does: new members are added, known ones updated.',
  example: 'import roster.csv',
  positionals: 1,
  async run(units, args, print) {
    const [file] = args.positionals as [string];
    const content = await fs.readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
      throw new AppError(
        'BAD_REQUEST',
        `Cannot read ${file}: ${error.code === 'ENOENT' ? 'no such file' : error.message}.`,
      );
    });
    // The same rules as an upload on the Members page: a .csv name, not empty, at most 100 MB.
    const input = parseOrThrow(memberImportInputSchema, { file_name: path.basename(file), content });
    const result = await units((ctx) => importMembers(ctx, { name: input.file_name, content: input.content }));
    print(`Imported: ${result.imported}`);
    print(`Updated: ${result.updated}`);
    print(`Skipped: ${result.skipped}`);
    print(`Duplicates handled: ${result.duplicates_handled}`);
    print(`Shared e-mails: ${result.shared_emails}`);
    print(`Partnerships linked: ${result.auto_partnerships}`);
    for (const error of result.errors) print(error);
    for (const warning of result.warnings) print(`Row ${warning.row} (imported): ${warning.message}`);
    // Without the server's background queue the new addresses wait for Geocode All Addresses on the Map page.
    if (result.imported + result.updated > 0)
      print('New addresses are placed on the map by Geocode All Addresses on the Map page.');
  },
};

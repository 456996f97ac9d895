import { z } from 'zod';
import { importResultSchema } from './member.js';

export const clearMembersResultSchema = z.object({ deleted_count: z.number().int() });
export type ClearMembersResult = z.infer<typeof clearMembersResultSchema>;

export const importLogSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  file_name: z.string(),
  // Imports logged before issue 26 did not count the links they set.
  result: importResultSchema.extend({
    partners_linked: z.number().int().nullable(),
    friends_linked: z.number().int().nullable(),
  }),
  by_user_id: z.number().int().nullable(),
});
export const importLogsSchema = z.object({ logs: z.array(importLogSchema) });
export type ImportLog = z.infer<typeof importLogSchema>;

export const clearImportLogsResultSchema = z.object({ deleted_count: z.number().int() });

/** A backup file: only its name, time and size leave the server, never its folder. */
export const backupInfoSchema = z.object({
  file_name: z.string(),
  created_at: z.string(),
  size_bytes: z.number().int(),
});
export type BackupInfo = z.infer<typeof backupInfoSchema>;
export const backupListSchema = z.object({ backups: z.array(backupInfoSchema) });
export type BackupList = z.infer<typeof backupListSchema>;

/** Backup file names the server writes; anything else in a download path is refused. */
export const BACKUP_FILE_PATTERN = /^club-backup-\d{8}T\d{6}Z\.json\.gz$/;
export const backupFileNameSchema = z.string().regex(BACKUP_FILE_PATTERN, 'There is no backup with that name.');

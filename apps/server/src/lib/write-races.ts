import { MESSAGES } from '@club/shared';
import { AppError } from './errors.js';
import { PG_DEADLOCK_DETECTED, PG_FOREIGN_KEY_VIOLATION, PG_SERIALIZATION_FAILURE, pgErrorCode } from './pg-errors.js';

/**
 * Issue 26: what two writes at once can leave one of them with. Services check that what they write refers to exists
 * before writing, so a foreign-key violation at the write means another request removed it in between; PostgreSQL
 * ends one side of a deadlock or a serialization conflict itself. Each is the caller's conflict (409), never a fault.
 */
export function raceConflict(error: unknown): AppError | undefined {
  const code = pgErrorCode(error);
  if (code === PG_FOREIGN_KEY_VIOLATION || code === PG_SERIALIZATION_FAILURE || code === PG_DEADLOCK_DETECTED) {
    return new AppError('CONFLICT', MESSAGES.changedMeanwhile);
  }
  return undefined;
}

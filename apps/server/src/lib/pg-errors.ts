/** The SQLSTATE of a Postgres error, also when drizzle wraps it. */
export function pgErrorCode(error: unknown): string | undefined {
  const candidate = error as { code?: unknown; cause?: { code?: unknown } };
  const code = candidate?.cause?.code ?? candidate?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The name of the constraint a Postgres error names, also when drizzle wraps it. */
export function pgConstraint(error: unknown): string | undefined {
  const candidate = error as { constraint_name?: unknown; cause?: { constraint_name?: unknown } };
  const name = candidate?.cause?.constraint_name ?? candidate?.constraint_name;
  return typeof name === 'string' ? name : undefined;
}

export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
export const PG_CHECK_VIOLATION = '23514';
export const PG_SERIALIZATION_FAILURE = '40001';
export const PG_DEADLOCK_DETECTED = '40P01';

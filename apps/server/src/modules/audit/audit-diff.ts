import type { AuditChange } from '@club/shared';

// Issue 9: details stay small; a value longer than this (a logo's base64) is recorded only as "changed".
const MAX_KEPT_LENGTH = 500;

const isLarge = (value: unknown) => JSON.stringify(value ?? null).length > MAX_KEPT_LENGTH;

/**
 * The fields whose value differs between `before` and `after`, as old → new. Secret fields, and values too large to
 * keep, are only marked "changed": a secret must never reach the audit trail. Fields `after` leaves out are unchanged.
 */
export function diffFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  options: { secret?: readonly string[] } = {},
): Record<string, AuditChange> {
  const changes: Record<string, AuditChange> = {};
  for (const key of Object.keys(after)) {
    const next = after[key];
    const previous = before[key] ?? null;
    if (next === undefined || JSON.stringify(previous) === JSON.stringify(next ?? null)) continue;
    const hidden = options.secret?.includes(key) || isLarge(previous) || isLarge(next);
    changes[key] = hidden ? 'changed' : { old: previous, new: next ?? null };
  }
  return changes;
}

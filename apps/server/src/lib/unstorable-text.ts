import { MESSAGES } from '@club/shared';
import { AppError } from './errors.js';

// PostgreSQL cannot store U+0000 in text; input holding it is refused at the edges (REST and tRPC) as a 400.
export const NUL_REFUSED = 'The request contains a NUL character (\\u0000), which no field can hold.';

// Issue 14: half of a UTF-16 surrogate pair. JSON's \ud800 escape writes one, UTF-8 has no encoding for it, and jsonb
// refuses it, so the audit insert of a change holding one failed with a 500.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

type Problem = 'nul' | 'lone surrogate';
/** A value met on the walk, with the way back to the root, so a path is only built for the one value refused. */
type Visit = { item: unknown; key?: string; parent?: Visit };

function problemIn(text: string): Problem | undefined {
  if (text.includes('\u0000')) return 'nul';
  return LONE_SURROGATE.test(text) ? 'lone surrogate' : undefined;
}

function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) keys.unshift(at.key);
  return keys.join('.') || '_';
}

/** The first text in a parsed JSON value that PostgreSQL cannot store; walked with a stack, as bodies may be nested 10,000 deep. */
function findUnstorableText(value: unknown): { problem: Problem; path: string } | undefined {
  const pending: Visit[] = [{ item: value }];
  for (let visit = pending.pop(); visit !== undefined; visit = pending.pop()) {
    if (typeof visit.item === 'string') {
      const problem = problemIn(visit.item);
      if (problem) return { problem, path: pathOf(visit) };
    } else if (visit.item !== null && typeof visit.item === 'object') {
      for (const [key, child] of Object.entries(visit.item)) {
        const problem = problemIn(key);
        if (problem) return { problem, path: pathOf({ item: child, key, parent: visit }) };
        pending.push({ item: child, key, parent: visit });
      }
    }
  }
  return undefined;
}

export function holdsUnstorableText(value: unknown): boolean {
  return findUnstorableText(value) !== undefined;
}

/** Refuses input no field can hold before any handler sees it: a NUL as a 400, a broken character as a 422 naming the field. */
export function refuseUnstorableText(...values: unknown[]): void {
  for (const value of values) {
    const found = findUnstorableText(value);
    if (found?.problem === 'nul') throw new AppError('BAD_REQUEST', NUL_REFUSED);
    if (found)
      throw new AppError('VALIDATION', MESSAGES.brokenCharacter, {
        fieldErrors: { [found.path]: MESSAGES.brokenCharacterField },
      });
  }
}

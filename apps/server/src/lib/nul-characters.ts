// PostgreSQL cannot store U+0000 in text; input holding it is refused at the edges (REST and tRPC) as a 400.
export const NUL_REFUSED = 'The request contains a NUL character (\\u0000), which no field can hold.';

/** Whether a parsed JSON value holds a NUL anywhere; walked with a stack, as bodies may be nested 10,000 deep. */
export function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

/** "Last, First" as the club writes it; "First Last" is accepted too. */
export function splitName(value: string): { first_name: string; last_name: string } | null {
  const comma = value.indexOf(',');
  if (comma !== -1) {
    const last_name = value.slice(0, comma).trim();
    const first_name = value.slice(comma + 1).trim();
    return first_name && last_name ? { first_name, last_name } : null;
  }
  const space = value.lastIndexOf(' ');
  if (space === -1) return null;
  return { first_name: value.slice(0, space).trim(), last_name: value.slice(space + 1).trim() };
}

export const fullNameKey = (first: string, last: string) => `${first} ${last}`.toLowerCase();

/** A name as a Partner or Friend cell writes it ("First Last" or "Last, First"), keyed like fullNameKey. */
export function nameKeyOf(name: string): string {
  const parts = name.includes(',') ? splitName(name) : null;
  return parts ? fullNameKey(parts.first_name, parts.last_name) : name.trim().toLowerCase();
}

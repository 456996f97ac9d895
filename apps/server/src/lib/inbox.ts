import { catalog, type Locale } from '@club/shared';

/** Two members reach the same inbox when their addresses differ only in case or surrounding spaces. */
export const mailbox = (email: string) => email.trim().toLowerCase();

/**
 * Whoever one e-mail to a shared address is for: "Ann Lee", "Ann Lee and Bob Lee", "Ann Lee, Bob Lee and Cy Lee", or
 * "… und …" for a German reader (issue 29).
 */
export const namesInWords = (names: readonly string[], locale: Locale) =>
  names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} ${catalog.mail_names_and({}, { locale })} ${names.at(-1)}`;

/** Items grouped by the inbox they reach, in the order of each inbox's first item. */
export function groupByInbox<T>(items: readonly T[], emailOf: (item: T) => string): [T, ...T[]][] {
  const groups = new Map<string, [T, ...T[]]>();
  for (const item of items) {
    const group = groups.get(mailbox(emailOf(item)));
    if (group) group.push(item);
    else groups.set(mailbox(emailOf(item)), [item]);
  }
  return [...groups.values()];
}

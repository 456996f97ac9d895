/**
 * How a member's number is shown and dialled (issue 26, decision 045): as the member wrote it, calling the E.164
 * number the server read from it (`tel:+49301234567`); a number it could not read shows as typed, with nothing to
 * call. It needs no numbering-plan data, so the pages that list members carry none.
 */
export function phoneLink(phone: string, e164: string | null): { text: string; href: string | null } {
  return { text: phone.trim(), href: e164 === null ? null : `tel:${e164}` };
}

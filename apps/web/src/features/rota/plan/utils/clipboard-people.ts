import type { ClipboardPerson, Member } from '@club/shared';

/** The people map formatScheduleForClipboard reads: everyone on the roster by id, with their partner link. */
export function toClipboardPeople(members: readonly Member[]): Map<number, ClipboardPerson> {
  return new Map(
    members.map(({ id, first_name, last_name, partner_id }) => [id, { id, first_name, last_name, partner_id }]),
  );
}

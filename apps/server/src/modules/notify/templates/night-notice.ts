import type { CancelNotify } from '@club/shared';
import type { DbExecutor } from '../../../db/client.js';
import { byInbox, everyoneWithAddress, findPeople } from '../recipients.js';
import type { Inbox } from '../template.js';

/** Who hears that a night is cancelled or on again: its squareheads, or every member with an address. */
export async function nightNoticeRecipients(
  db: DbExecutor,
  notify: CancelNotify,
  squareheadIds: number[],
): Promise<Inbox[]> {
  if (notify === 'members') return byInbox(await everyoneWithAddress(db));
  return byInbox(await findPeople(db, squareheadIds, 'by_name'));
}

import type { RespondLinkView } from '@club/shared';
import type { ApiCaller } from '../../../../lib/api-call';
import { startEarlyRead, takeEarlyRead } from '../../../../lib/early-read';

const keyOf = (token: string) => `schedules.viewRespondLink:${token}`;

/**
 * Issue 26: the answer link's night, asked for by the entry script as the page opens (main.tsx), while the page's
 * chunks arrive. Without the session, as the page's own read may be: the read needs none, and a dead link's 401 must
 * not end the member's session.
 */
export function startRespondLinkRead(caller: ApiCaller, search: string): void {
  const token = new URLSearchParams(search).get('token');
  if (token)
    startEarlyRead(keyOf(token), () => caller.query('schedules.viewRespondLink', { token }, { withoutSession: true }));
}

/** The read main.tsx started for this token, once; undefined when it started none. */
export const takeRespondLinkRead = (token: string) => takeEarlyRead<RespondLinkView>(keyOf(token));

import type { QueryClient } from '@tanstack/react-query';
import type { SwapLinkResult } from '@club/shared';
import { commonMessages } from '@club/shared/plain';
import { visitorLocale } from '../../../../components/visitor-locale';
import type { ApiClient } from '../../../../lib/api-client';
import { startSession } from '../../../../lib/start-session';

// An accept link works once. React may mount the page that sends it twice (StrictMode), so each link is sent to the
// server once per page and every caller shares that answer, as a sign-in link is.
const acceptances = new Map<string, Promise<SwapLinkResult>>();

type SwapLinkAcceptance = {
  client: ApiClient;
  queryClient: QueryClient;
  token: string;
  returnDate: string | undefined;
};

/**
 * Takes the night and signs the taker in with the session the server returns, stored as a sign-in link stores it.
 * Unlike a sign-in link, a session already open is kept until the server answers: a refused link (another member
 * was faster) leaves a signed-in member signed in.
 */
export function acceptSwapLink({
  client,
  queryClient,
  token,
  returnDate,
}: SwapLinkAcceptance): Promise<SwapLinkResult> {
  const key = `${token} ${returnDate ?? ''}`;
  const known = acceptances.get(key);
  if (known) return known;
  // The schemas (and zod) come beside the answer rather than with the page (issue 18).
  const acceptance = Promise.all([
    client.swaps.acceptLink.mutate({ token, ...(returnDate ? { return_date: returnDate } : {}) }),
    import('../../../../lib/lazy-schemas'),
  ]).then(([value, shared]) => {
    const parsed = shared.swapLinkResultSchema.safeParse(value);
    if (!parsed.success) throw new Error(commonMessages(visitorLocale()).invalidResponseStructure);
    startSession(queryClient, { token: parsed.data.token, user: parsed.data.user });
    return parsed.data;
  });
  acceptances.set(key, acceptance);
  return acceptance;
}

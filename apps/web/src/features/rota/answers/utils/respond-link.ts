import type { QueryClient } from '@tanstack/react-query';
import type { RespondLinkInput, RespondLinkResult } from '@club/shared';
import { commonMessages } from '@club/shared/plain';
import { visitorLocale } from '../../../../components/visitor-locale';
import type { ApiClient } from '../../../../lib/api-client';
import { startSession } from '../../../../lib/start-session';

// A confirm link works once. A double tap must not send it twice, so each link is sent to the server once per page and
// every caller shares that answer, as the swap accept link is.
const answers = new Map<string, Promise<RespondLinkResult>>();

/** Answers from the e-mailed link and signs the member in with the session the server returns. */
export function respondByLink(
  client: ApiClient,
  queryClient: QueryClient,
  input: RespondLinkInput,
): Promise<RespondLinkResult> {
  const key = `${input.token} ${input.answer}`;
  const known = answers.get(key);
  if (known) return known;
  // The schemas (and zod) come beside the answer rather than with the page (issue 18).
  const answer = Promise.all([client.schedules.respondLink.mutate(input), import('../../../../lib/lazy-schemas')]).then(
    ([value, shared]) => {
      const parsed = shared.respondLinkResultSchema.safeParse(value);
      if (!parsed.success) throw new Error(commonMessages(visitorLocale()).invalidResponseStructure);
      startSession(queryClient, { token: parsed.data.token, user: parsed.data.user });
      return parsed.data;
    },
  );
  answers.set(key, answer);
  // A refused answer (a reason too long, the server out of reach) may be tried again from the same page.
  answer.catch(() => answers.delete(key));
  return answer;
}

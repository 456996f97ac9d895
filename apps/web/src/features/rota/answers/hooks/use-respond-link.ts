import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { RespondLinkInput, RespondLinkResult } from '@club/shared';
import { useTRPCClient } from '../../../../lib/trpc';
import { respondByLink } from '../utils/respond-link';

export type RespondState =
  { status: 'answering' } | { status: 'answered'; answer: RespondLinkResult } | { status: 'failed'; error: unknown };

/** Issue 19 part 3: sends the e-mailed confirm or decline link once and reports how it went. */
export function useRespondLink(input: RespondLinkInput): RespondState {
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<{ key: string; state: RespondState } | null>(null);
  const { token, answer } = input;
  const key = `${token} ${answer}`;

  useEffect(() => {
    let isCurrent = true;
    respondByLink(client, queryClient, { token, answer }).then(
      (result) => {
        if (isCurrent) setOutcome({ key, state: { status: 'answered', answer: result } });
      },
      (error: unknown) => {
        if (isCurrent) setOutcome({ key, state: { status: 'failed', error } });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [client, queryClient, token, answer, key]);

  return outcome?.key === key ? outcome.state : { status: 'answering' };
}

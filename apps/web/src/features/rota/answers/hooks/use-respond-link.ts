import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ReplacementChoice, RespondLinkResult } from '@club/shared';
import { useTRPCClient } from '../../../../lib/trpc';
import { respondByLink } from '../utils/respond-link';

export type RespondState =
  | { status: 'idle' }
  | { status: 'answering' }
  | { status: 'answered'; answer: RespondLinkResult }
  | { status: 'failed'; error: unknown };

/**
 * Issue 19 part 3, issue 25: sends the e-mailed link's answer when the member taps (never on opening the page:
 * decision 050) and reports how it went. A decline carries the reason and choice asked on the page.
 */
export function useRespondLink(
  token: string,
  answer: 'confirm' | 'decline',
): { state: RespondState; send: (details?: { reason?: string; replacement?: ReplacementChoice }) => void } {
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const [state, setState] = useState<RespondState>({ status: 'idle' });
  const send = (details: { reason?: string; replacement?: ReplacementChoice } = {}) => {
    if (state.status === 'answering' || state.status === 'answered') return;
    setState({ status: 'answering' });
    respondByLink(client, queryClient, { token, answer, ...details }).then(
      (result) => setState({ status: 'answered', answer: result }),
      (error: unknown) => setState({ status: 'failed', error }),
    );
  };
  return { state, send };
}

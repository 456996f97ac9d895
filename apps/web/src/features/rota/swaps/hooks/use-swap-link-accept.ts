import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SwapRequest } from '@club/shared';
import { useTRPCClient } from '../../../../lib/trpc';
import { acceptSwapLink } from '../utils/accept-swap-link';

export type SwapLinkState =
  | { status: 'idle' }
  | { status: 'taking' }
  | { status: 'taken'; request: SwapRequest }
  | { status: 'failed'; error: unknown };

/**
 * Issue 9: sends the e-mailed accept link once and reports how it went. Issue 25 point 3 (decision 057): only once
 * the member tapped (`tapped`); opening the page sends nothing, so a mail scanner that runs the page takes no night.
 */
export function useSwapLinkAccept(token: string, returnDate: string | undefined, tapped: boolean): SwapLinkState {
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<{ key: string; state: SwapLinkState } | null>(null);
  const key = `${token} ${returnDate ?? ''}`;

  useEffect(() => {
    if (!tapped) return;
    let isCurrent = true;
    acceptSwapLink({ client, queryClient, token, returnDate }).then(
      (result) => {
        if (isCurrent) setOutcome({ key, state: { status: 'taken', request: result.request } });
      },
      (error: unknown) => {
        if (isCurrent) setOutcome({ key, state: { status: 'failed', error } });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [client, queryClient, token, returnDate, key, tapped]);

  if (!tapped) return { status: 'idle' };
  return outcome?.key === key ? outcome.state : { status: 'taking' };
}

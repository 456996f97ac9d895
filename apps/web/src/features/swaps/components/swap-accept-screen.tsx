import { Loader, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useLocation } from 'react-router';
import { SWAP_MESSAGES } from '@club/shared/plain';
import { useSwapLinkAccept } from '../hooks/use-swap-link-accept';
import { SwapAcceptFailed } from './swap-accept-failed';
import { SwapAcceptFrame } from './swap-accept-frame';
import { SwapAccepted } from './swap-accepted';

/** Issue 9: the page an e-mailed accept link opens; it takes the night and signs the member in. */
export function SwapAcceptScreen() {
  const params = new URLSearchParams(useLocation().search);
  const token = params.get('token');
  useDocumentTitle('Take a night');
  return (
    <SwapAcceptFrame>
      {token ? (
        <SwapLinkAcceptance token={token} returnDate={params.get('return_date') ?? undefined} />
      ) : (
        <SwapAcceptFailed message={SWAP_MESSAGES.linkInvalid} />
      )}
    </SwapAcceptFrame>
  );
}

function SwapLinkAcceptance({ token, returnDate }: { token: string; returnDate: string | undefined }) {
  const acceptance = useSwapLinkAccept(token, returnDate);
  if (acceptance.status === 'taken') return <SwapAccepted request={acceptance.request} />;
  if (acceptance.status === 'failed') return <SwapAcceptFailed error={acceptance.error} />;
  return (
    <Stack align="center" gap="md" role="status" aria-live="polite">
      <Loader aria-hidden />
      <Title order={1} fz="h3">
        Taking the night…
      </Title>
    </Stack>
  );
}

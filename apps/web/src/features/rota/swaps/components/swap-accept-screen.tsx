import { useDocumentTitle } from '@mantine/hooks';
import { useLocation } from 'react-router';
import { SWAP_MESSAGES } from '@club/shared/plain';
import { LinkFailed, LinkPending } from '../../night/components/link-result';
import { getErrorMessage } from '../../../../lib/api-error';
import { useSwapLinkAccept } from '../hooks/use-swap-link-accept';
import { SwapAcceptFrame } from './swap-accept-frame';
import { SwapAccepted } from './swap-accepted';

/** The night could not be taken; the server's message says why (taken already, link expired, ...). */
const FAILED_TITLE = 'Could not take the night';

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
        <LinkFailed title={FAILED_TITLE} message={SWAP_MESSAGES.linkInvalid} />
      )}
    </SwapAcceptFrame>
  );
}

function SwapLinkAcceptance({ token, returnDate }: { token: string; returnDate: string | undefined }) {
  const acceptance = useSwapLinkAccept(token, returnDate);
  if (acceptance.status === 'taken') return <SwapAccepted request={acceptance.request} />;
  if (acceptance.status === 'failed')
    return <LinkFailed title={FAILED_TITLE} message={getErrorMessage(acceptance.error)} />;
  return <LinkPending title="Taking the night…" />;
}

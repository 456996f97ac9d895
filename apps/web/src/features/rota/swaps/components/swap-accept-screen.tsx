import { useState } from 'react';
import { Button, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { SWAP_MESSAGES } from '@club/shared/plain';
import { LinkFailed, LinkPending, LinkResult } from '../../night/components/link-result';
import { getErrorMessage } from '../../../../lib/api-error';
import { useSwapLinkAccept } from '../hooks/use-swap-link-accept';
import { SwapAcceptFrame } from './swap-accept-frame';
import { SwapAccepted } from './swap-accepted';

/** The night could not be taken; the server's message says why (taken already, link expired, ...). */
const FAILED_TITLE = 'Could not take the night';

/**
 * Issue 9: the page an e-mailed accept link opens; a tap takes the night and signs the member in. Issue 25 point 3
 * (decision 057): opening it takes nothing, so a mail filter that opens the link cannot take a night for the member.
 */
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
  const [tapped, setTapped] = useState(false);
  const acceptance = useSwapLinkAccept(token, returnDate, tapped);
  if (acceptance.status === 'idle') return <TakeNightPrompt returnDate={returnDate} onTake={() => setTapped(true)} />;
  if (acceptance.status === 'taken') return <SwapAccepted request={acceptance.request} />;
  if (acceptance.status === 'failed')
    return <LinkFailed title={FAILED_TITLE} message={getErrorMessage(acceptance.error)} />;
  return <LinkPending title="Taking the night…" />;
}

/** What the link will do, and the one button that does it. */
function TakeNightPrompt({ returnDate, onTake }: { returnDate: string | undefined; onTake: () => void }) {
  const words = SWAP_MESSAGES.linkPage;
  return (
    <LinkResult icon={IconCalendarPlus} color="blue" title={words.title}>
      <Text>{returnDate ? words.swap(returnDate) : words.giveAway}</Text>
      <Button size="md" onClick={onTake}>
        {words.take}
      </Button>
    </LinkResult>
  );
}

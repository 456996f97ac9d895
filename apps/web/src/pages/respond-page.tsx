import { useState } from 'react';
import { Button } from '@mantine/core';
import { DUTY_MESSAGES } from '@club/shared/plain';
import { RespondScreen } from '../features/duties/components/respond-screen';
import { SwapAcceptFrame } from '../features/swaps/components/swap-accept-frame';
import { lazyDialog } from '../components/lazy-dialog';

// Only a decline offers it, so the page's first paint does not carry the dialog's form (decision 041).
const AskSwapModal = lazyDialog(() =>
  import('../features/swaps/components/ask-swap-modal').then((module) => module.AskSwapModal),
);

/** Issue 19 part 3: the e-mailed confirm and decline links land here, in the frame of the swap accept page. */
export function RespondPage() {
  return (
    <SwapAcceptFrame>
      <RespondScreen renderAskOthers={(danceDate) => <AskOthers danceDate={danceDate} />} />
    </SwapAcceptFrame>
  );
}

function AskOthers({ danceDate }: { danceDate: string }) {
  const [isAsking, setIsAsking] = useState(false);
  return (
    <>
      <Button variant="light" onClick={() => setIsAsking(true)}>
        {DUTY_MESSAGES.askOthers}
      </Button>
      <AskSwapModal danceDate={danceDate} opened={isAsking} onClose={() => setIsAsking(false)} />
    </>
  );
}

import { lazy, Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { DUTY_MESSAGES } from '@club/shared/plain';
import { RespondScreen } from '../features/rota/answers/components/respond-screen';
import { SwapAcceptFrame } from '../features/rota/swaps/components/swap-accept-frame';

// Only a decline offers it, so the page's first paint does not carry the dialog's form (decision 041). Not
// lazyDialog: its loader would bring code every other page shares in other chunks. This part shows only after a
// decline, so the dialog's code is fetched then, well before the button is pressed.
const AskSwapModal = lazy(() =>
  import('../features/rota/swaps/components/ask-swap-modal').then((module) => ({ default: module.AskSwapModal })),
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
      <Suspense fallback={null}>
        <AskSwapModal danceDate={danceDate} opened={isAsking} onClose={() => setIsAsking(false)} />
      </Suspense>
    </>
  );
}

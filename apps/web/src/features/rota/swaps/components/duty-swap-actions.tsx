import { useState } from 'react';
import { Badge, Button, Group, Text } from '@mantine/core';
import { formatDanceDate } from '../../../../lib/dance-date';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { useMySwaps } from '../../night/hooks/use-my-swaps';
import { useCancelSwap } from '../hooks/use-swap-mutations';
import { lazyDialog } from '../../../../components/lazy-dialog';

const AskSwapModal = lazyDialog(() => import('./ask-swap-modal').then((module) => module.AskSwapModal));

/**
 * Issue 9: beside one of the member's duties, 'Ask for a swap', or once asked, the open request and a way to withdraw
 * it. Nothing shows until the member's requests are known, so a night already asked about never offers a second ask.
 */
export function DutySwapActions({ danceDate }: { danceDate: string }) {
  const swaps = useMySwaps();
  const [isAsking, setIsAsking] = useState(false);
  if (!swaps.data) return null;
  const openRequest = swaps.data.requests.find(
    (request) => request.status === 'open' && request.dance_date === danceDate,
  );
  const date = formatDanceDate(danceDate);

  if (openRequest) return <OpenRequestActions requestId={openRequest.id} date={date} />;
  return (
    <>
      <Button variant="light" onClick={() => setIsAsking(true)} aria-label={`Ask for a swap for ${date}`}>
        Ask for a swap
      </Button>
      <AskSwapModal danceDate={danceDate} opened={isAsking} onClose={() => setIsAsking(false)} />
    </>
  );
}

function OpenRequestActions({ requestId, date }: { requestId: number; date: string }) {
  const cancel = useCancelSwap();
  const [isConfirming, setIsConfirming] = useState(false);
  return (
    <Group gap="xs">
      <Badge variant="light" color="orange" size="lg" fz="sm">
        Swap requested
      </Badge>
      <Button
        variant="subtle"
        color="red"
        onClick={() => setIsConfirming(true)}
        aria-label={`Withdraw the swap request for ${date}`}
      >
        Withdraw
      </Button>
      <ConfirmDialog
        opened={isConfirming}
        title="Withdraw Swap Request"
        confirmLabel="Withdraw Request"
        isProcessing={cancel.isPending}
        onConfirm={() => cancel.mutate({ id: requestId }, { onSettled: () => setIsConfirming(false) })}
        onClose={() => setIsConfirming(false)}
      >
        <Text>You stay on duty on {date}, and the members who were asked can no longer take it.</Text>
      </ConfirmDialog>
    </Group>
  );
}

import { useState } from 'react';
import { Badge, Button, Group, Text } from '@mantine/core';
import { catalog } from '@club/shared/plain';
import { useReaderLocale } from '../../../../lib/reader-locale';
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
  const locale = useReaderLocale();
  if (!swaps.data) return null;
  const openRequest = swaps.data.requests.find(
    (request) => request.status === 'open' && request.dance_date === danceDate,
  );
  const date = formatDanceDate(danceDate);

  if (openRequest) return <OpenRequestActions requestId={openRequest.id} date={date} />;
  return (
    <>
      <Button variant="light" onClick={() => setIsAsking(true)} aria-label={catalog.swap_ask_for({ date }, { locale })}>
        {catalog.swap_ask({}, { locale })}
      </Button>
      <AskSwapModal danceDate={danceDate} opened={isAsking} onClose={() => setIsAsking(false)} />
    </>
  );
}

function OpenRequestActions({ requestId, date }: { requestId: number; date: string }) {
  const cancel = useCancelSwap();
  const [isConfirming, setIsConfirming] = useState(false);
  const to = { locale: useReaderLocale() };
  return (
    <Group gap="xs">
      <Badge variant="light" color="orange" size="lg" fz="sm">
        {catalog.swap_requested({}, to)}
      </Badge>
      <Button
        variant="subtle"
        color="red"
        onClick={() => setIsConfirming(true)}
        aria-label={catalog.swap_withdraw_for({ date }, to)}
      >
        {catalog.swap_withdraw({}, to)}
      </Button>
      <ConfirmDialog
        opened={isConfirming}
        title={catalog.swap_withdraw_title({}, to)}
        confirmLabel={catalog.swap_withdraw_confirm({}, to)}
        isProcessing={cancel.isPending}
        onConfirm={() => cancel.mutate({ id: requestId }, { onSettled: () => setIsConfirming(false) })}
        onClose={() => setIsConfirming(false)}
      >
        <Text>{catalog.swap_withdraw_text({ date }, to)}</Text>
      </ConfirmDialog>
    </Group>
  );
}

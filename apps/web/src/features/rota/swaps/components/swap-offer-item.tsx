import { useState } from 'react';
import { Blockquote, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import type { SwapOffer } from '@club/shared';
import { catalog, swapMessages } from '@club/shared/plain';
import { useReaderLocale } from '../../../../lib/reader-locale';
import { getFieldErrors } from '../../../../lib/api-error';
import { formatDanceDate } from '../../../../lib/dance-date';
import { useAcceptSwap, useDeclineSwap } from '../hooks/use-swap-mutations';
import { lazyDialog } from '../../../../components/lazy-dialog';

const TakeNightDialog = lazyDialog(() => import('./take-night-dialog').then((module) => module.TakeNightDialog));

/** One night on offer: who asks and why, and for a swap which of the member's own nights goes back to them. */
export function SwapOfferItem({ offer }: { offer: SwapOffer }) {
  const accept = useAcceptSwap();
  const decline = useDeclineSwap();
  const to = { locale: useReaderLocale() };
  const [returnDate, setReturnDate] = useState<string | null>(null);
  const [returnDateError, setReturnDateError] = useState<string | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const date = formatDanceDate(offer.dance_date);
  const isSwap = offer.kind === 'swap';

  const ask = () => {
    if (isSwap && !returnDate) return setReturnDateError(swapMessages(to.locale).returnDateRequired);
    setReturnDateError(null);
    setIsConfirming(true);
  };
  const take = () =>
    accept.mutate(
      { id: offer.id, ...(isSwap && returnDate ? { data: { return_date: returnDate } } : {}) },
      { onSettled: () => setIsConfirming(false) },
    );

  return (
    <Stack gap="xs">
      <Text fw={600}>{date}</Text>
      <Text size="sm">
        {isSwap
          ? catalog.swap_offer_swap({ name: offer.requester.name }, to)
          : catalog.swap_offer_give_away({ name: offer.requester.name }, to)}
      </Text>
      {offer.message && (
        <Blockquote p="xs" fz="sm">
          {offer.message}
        </Blockquote>
      )}
      <Group align="flex-end" gap="sm" wrap="wrap">
        {isSwap && (
          // Decision 069: a short list of the member's own nights, the browser's own select.
          <NativeSelect
            label={catalog.swap_give_back_label({}, to)}
            data={[
              { value: '', label: catalog.swap_choose_your_night({}, to), disabled: true },
              ...offer.return_dates.map((value) => ({ value, label: formatDanceDate(value) })),
            ]}
            value={returnDate ?? ''}
            onChange={(event) => setReturnDate(event.currentTarget.value || null)}
            error={returnDateError ?? getFieldErrors(accept.error).return_date}
            w={{ base: '100%', xs: 260 }}
          />
        )}
        <Button
          onClick={ask}
          loading={accept.isPending}
          aria-label={isSwap ? catalog.swap_swap_for({ date }, to) : catalog.swap_take_this_night_for({ date }, to)}
        >
          {isSwap ? catalog.swap_swap({}, to) : catalog.swap_take_this_night({}, to)}
        </Button>
        <Button
          variant="subtle"
          color="gray"
          onClick={() => decline.mutate({ id: offer.id })}
          loading={decline.isPending}
          aria-label={catalog.swap_not_for_me_for({ date }, to)}
        >
          {catalog.swap_not_for_me({}, to)}
        </Button>
      </Group>
      <TakeNightDialog
        offer={offer}
        returnDate={isSwap ? returnDate : null}
        opened={isConfirming}
        isProcessing={accept.isPending}
        onConfirm={take}
        onClose={() => setIsConfirming(false)}
      />
    </Stack>
  );
}

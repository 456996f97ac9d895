import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { SwapOffer } from '@club/shared';
import { catalog } from '@club/shared/plain';
import { useReaderLocale } from '../../../../lib/reader-locale';
import { formatDanceDate } from '../../../../lib/dance-date';

type TakeNightDialogProps = {
  offer: SwapOffer;
  returnDate: string | null;
  opened: boolean;
  isProcessing: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Taking a night changes the rota at once, so the member confirms what they take on and what they hand back. */
export function TakeNightDialog({ offer, returnDate, opened, isProcessing, onConfirm, onClose }: TakeNightDialogProps) {
  const to = { locale: useReaderLocale() };
  const title = returnDate ? catalog.swap_take_title_swap({}, to) : catalog.swap_take_title({}, to);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeOnEscape={!isProcessing}
      withCloseButton={!isProcessing}
    >
      <Stack gap="lg">
        <Stack gap="xs">
          <Text>
            {catalog.swap_take_you_serve({ date: formatDanceDate(offer.dance_date), name: offer.requester.name }, to)}
          </Text>
          {returnDate && (
            <Text>
              {catalog.swap_take_they_serve({ name: offer.requester.name, date: formatDanceDate(returnDate) }, to)}
            </Text>
          )}
        </Stack>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={isProcessing} data-autofocus>
            {catalog.swap_cancel({}, to)}
          </Button>
          <Button onClick={onConfirm} loading={isProcessing}>
            {returnDate ? catalog.swap_swap_nights({}, to) : catalog.swap_take_the_night({}, to)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

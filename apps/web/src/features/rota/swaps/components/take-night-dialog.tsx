import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { SwapOffer } from '@club/shared';
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
  const title = returnDate ? 'Swap Nights' : 'Take This Night';
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
            You will be on duty on {formatDanceDate(offer.dance_date)} instead of {offer.requester.name}.
          </Text>
          {returnDate && (
            <Text>
              {offer.requester.name} will serve on {formatDanceDate(returnDate)} instead of you.
            </Text>
          )}
        </Stack>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={isProcessing} data-autofocus>
            Cancel
          </Button>
          <Button onClick={onConfirm} loading={isProcessing}>
            {returnDate ? 'Swap nights' : 'Take the night'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import { Button, Modal, Stack, Text } from '@mantine/core';
import type { ReplacementChoice } from '@club/shared';
import { DUTY_MESSAGES } from '@club/shared/plain';

type CantServeDialogProps = {
  opened: boolean;
  /** The night in words, as the title says it. */
  date: string;
  onAnswer: (replacement: ReplacementChoice) => void;
  onClose: () => void;
};

/**
 * Issue 17: "I can't serve" on one's own night must reach someone; the member says who, in the same step. Issue 19
 * part 3's "I can't make it" asks the same question.
 */
export function CantServeDialog({ opened, date, onAnswer, onClose }: CantServeDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={DUTY_MESSAGES.cantServeTitle(date)} centered>
      <Stack gap="md">
        <Text>{DUTY_MESSAGES.cantServeQuestion}</Text>
        <Button size="md" onClick={() => onAnswer('ask_others')}>
          {DUTY_MESSAGES.askOthers}
        </Button>
        <Button size="md" variant="light" onClick={() => onAnswer('tell_admins')}>
          {DUTY_MESSAGES.tellAdmins}
        </Button>
        <Button size="md" variant="default" onClick={onClose}>
          {DUTY_MESSAGES.keepDuty}
        </Button>
      </Stack>
    </Modal>
  );
}

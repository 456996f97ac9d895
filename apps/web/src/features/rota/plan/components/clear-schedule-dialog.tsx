import { List, Text } from '@mantine/core';
import type { Schedule } from '@club/shared';
import { ConfirmDialog } from '../../../../components/confirm-dialog';

type ClearScheduleDialogProps = {
  opened: boolean;
  schedule: Schedule | null;
  assignmentCount: number;
  isClearing: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** SPEC §2 Clear Next Schedule: a warning listing what is deleted. */
export function ClearScheduleDialog({
  opened,
  schedule,
  assignmentCount,
  isClearing,
  onConfirm,
  onClose,
}: ClearScheduleDialogProps) {
  return (
    <ConfirmDialog
      opened={opened}
      title="Clear Next Schedule"
      confirmLabel="Clear Next Schedule"
      isProcessing={isClearing}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <Text>This permanently deletes:</Text>
      <List size="sm" spacing={4}>
        <List.Item>
          The schedule{' '}
          <Text span fw={700}>
            {schedule?.name}
          </Text>
        </List.Item>
        <List.Item>
          All {assignmentCount} dance {assignmentCount === 1 ? 'date' : 'dates'} and their squarehead assignments
        </List.Item>
        <List.Item>Every note on those dates</List.Item>
      </List>
      <Text size="sm" c="dimmed">
        The current schedule is not affected. This cannot be undone.
      </Text>
    </ConfirmDialog>
  );
}

import { List, Text } from '@mantine/core';
import type { Assignment, Schedule } from '@club/shared';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { countStatuses } from '../utils/assignment-status';

type PromoteScheduleDialogProps = {
  opened: boolean;
  schedule: Schedule | null;
  assignments: readonly Assignment[];
  isPromoting: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** SPEC §2 Promote Schedule to Current: the counts, and a note when some dates still have nobody. */
export function PromoteScheduleDialog({
  opened,
  schedule,
  assignments,
  isPromoting,
  onConfirm,
  onClose,
}: PromoteScheduleDialogProps) {
  const counts = countStatuses(assignments);
  return (
    <ConfirmDialog
      opened={opened}
      title="Promote Schedule to Current"
      confirmLabel="Promote to Current"
      isProcessing={isPromoting}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <Text>
        Make{' '}
        <Text span fw={700}>
          {schedule?.name}
        </Text>{' '}
        the current schedule? It replaces the current schedule and its assignments; editing can continue afterwards.
      </Text>
      <List size="sm" spacing={4}>
        <List.Item>Total assignments: {assignments.length}</List.Item>
        <List.Item>Complete: {counts.complete}</List.Item>
        <List.Item>Partial: {counts.partial}</List.Item>
        <List.Item>Unassigned: {counts.unassigned}</List.Item>
      </List>
      {counts.unassigned > 0 && (
        <Text size="sm" c="orange">
          {counts.unassigned} {counts.unassigned === 1 ? 'date has' : 'dates have'} no squareheads yet. You can still
          assign them after promoting.
        </Text>
      )}
    </ConfirmDialog>
  );
}

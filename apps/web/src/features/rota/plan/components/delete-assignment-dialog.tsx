import { Table, Text } from '@mantine/core';
import type { Assignment } from '@club/shared';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { formatDanceDate } from '../utils/schedule-dates';

type DeleteAssignmentDialogProps = {
  opened: boolean;
  assignment: Assignment | null;
  isDeleting: boolean;
  onConfirm: (assignment: Assignment) => void;
  onClose: () => void;
};

/** SPEC §2 Delete Date: shows the date, club night, squareheads 1-2 and the notes. */
export function DeleteAssignmentDialog({
  opened,
  assignment,
  isDeleting,
  onConfirm,
  onClose,
}: DeleteAssignmentDialogProps) {
  const rows: [string, string][] = assignment
    ? [
        ['Date', formatDanceDate(assignment.dance_date)],
        ['Club Night', assignment.club_night_type],
        ['Squarehead 1', assignment.squarehead1_name ?? 'Unassigned'],
        ['Squarehead 2', assignment.squarehead2_name ?? 'Unassigned'],
        ['Notes', assignment.notes ?? '—'],
      ]
    : [];
  return (
    <ConfirmDialog
      opened={opened}
      title="Delete Date"
      confirmLabel="Delete Date"
      isProcessing={isDeleting}
      onConfirm={() => assignment && onConfirm(assignment)}
      onClose={onClose}
    >
      <Text>Delete this dance date and its assignments from the schedule? This cannot be undone.</Text>
      <Table variant="vertical" withTableBorder layout="fixed">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={130}>{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ConfirmDialog>
  );
}

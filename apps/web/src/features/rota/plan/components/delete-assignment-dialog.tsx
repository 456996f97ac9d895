import { Table, Text } from '@mantine/core';
import type { Assignment } from '@club/shared';
import { catalog } from '@club/shared/plain';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { clubNightLabel } from '../../night/utils/club-night-label';
import { formatDanceDate } from '../utils/schedule-dates';
import { useReaderLocale } from '../../../../lib/reader-locale';

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
  const locale = useReaderLocale();
  const to = { locale };
  const unassigned = catalog.plan_unassigned({}, to);
  const rows: [string, string][] = assignment
    ? [
        [catalog.plan_column_date({}, to), formatDanceDate(assignment.dance_date)],
        [catalog.plan_column_club_night({}, to), clubNightLabel(assignment.club_night_type, locale)],
        [catalog.plan_squarehead_slot({ number: 1 }, to), assignment.squarehead1_name ?? unassigned],
        [catalog.plan_squarehead_slot({ number: 2 }, to), assignment.squarehead2_name ?? unassigned],
        [catalog.plan_notes({}, to), assignment.notes ?? '—'],
      ]
    : [];
  return (
    <ConfirmDialog
      opened={opened}
      title={catalog.plan_delete_date_title({}, to)}
      confirmLabel={catalog.plan_delete_date_title({}, to)}
      isProcessing={isDeleting}
      onConfirm={() => assignment && onConfirm(assignment)}
      onClose={onClose}
    >
      <Text>{catalog.plan_delete_date_question({}, to)}</Text>
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

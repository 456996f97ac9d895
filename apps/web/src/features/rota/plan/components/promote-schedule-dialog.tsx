import { List, Text } from '@mantine/core';
import type { Assignment, Schedule } from '@club/shared';
import { catalog } from '@club/shared/plain';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { countStatuses } from '../utils/assignment-status';
import { useReaderLocale } from '../../../../lib/reader-locale';

// Stands for the schedule's name in the question, so the name can be set in bold wherever the language puts it.
const NAME_MARK = '\u0000';

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
  const to = { locale: useReaderLocale() };
  const counts = countStatuses(assignments);
  const [beforeName, afterName] = catalog.plan_promote_question({ name: NAME_MARK }, to).split(NAME_MARK);
  return (
    <ConfirmDialog
      opened={opened}
      title={catalog.plan_promote_title({}, to)}
      confirmLabel={catalog.plan_promote_to_current({}, to)}
      isProcessing={isPromoting}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <Text>
        {beforeName}
        <Text span fw={700}>
          {schedule?.name}
        </Text>
        {afterName}
      </Text>
      <List size="sm" spacing={4}>
        <List.Item>
          {catalog.plan_total_assignments({}, to)}: {assignments.length}
        </List.Item>
        <List.Item>
          {catalog.plan_count_complete({}, to)}: {counts.complete}
        </List.Item>
        <List.Item>
          {catalog.plan_count_partial({}, to)}: {counts.partial}
        </List.Item>
        <List.Item>
          {catalog.plan_unassigned({}, to)}: {counts.unassigned}
        </List.Item>
      </List>
      {counts.unassigned > 0 && (
        <Text size="sm" c="orange">
          {catalog.plan_promote_unassigned({ count: counts.unassigned }, to)}
        </Text>
      )}
    </ConfirmDialog>
  );
}

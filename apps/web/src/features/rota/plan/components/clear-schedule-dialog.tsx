import { List, Text } from '@mantine/core';
import type { Schedule } from '@club/shared';
import { catalog } from '@club/shared/plain';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { useReaderLocale } from '../../../../lib/reader-locale';

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
  const to = { locale: useReaderLocale() };
  return (
    <ConfirmDialog
      opened={opened}
      title={catalog.plan_clear_next({}, to)}
      confirmLabel={catalog.plan_clear_next({}, to)}
      isProcessing={isClearing}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <Text>{catalog.plan_clear_deletes({}, to)}</Text>
      <List size="sm" spacing={4}>
        <List.Item>
          {catalog.plan_clear_the_schedule({}, to)}{' '}
          <Text span fw={700}>
            {schedule?.name}
          </Text>
        </List.Item>
        <List.Item>{catalog.plan_clear_dates({ count: assignmentCount }, to)}</List.Item>
        <List.Item>{catalog.plan_clear_notes({}, to)}</List.Item>
      </List>
      <Text size="sm" c="dimmed">
        {catalog.plan_clear_not_current({}, to)}
      </Text>
    </ConfirmDialog>
  );
}

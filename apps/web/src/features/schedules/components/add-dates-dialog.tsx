import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { addDatesSchema } from '@club/shared';
import { useIsPhone } from '../../../lib/use-is-phone';
import { useScheduleMutations } from '../hooks/use-schedule-mutations';
import { useSchemaForm } from '../hooks/use-schema-form';
import { SchedulePeriodFields } from './schedule-period-fields';

type AddDatesDialogProps = { opened: boolean; onClose: () => void };

/** SPEC §2 Add Dates To Schedule: a start and end date with the create form's ordering rule (SPEC §5). */
export function AddDatesDialog({ opened, onClose }: AddDatesDialogProps) {
  const isPhone = useIsPhone();
  return (
    <Modal opened={opened} onClose={onClose} title="Add Dates To Schedule" fullScreen={isPhone}>
      {opened && <AddDatesForm onClose={onClose} />}
    </Modal>
  );
}

function AddDatesForm({ onClose }: { onClose: () => void }) {
  const { addDates } = useScheduleMutations();
  const { values, errors, change, handleSubmit } = useSchemaForm(addDatesSchema, { start_date: '', end_date: '' });

  return (
    <form noValidate onSubmit={handleSubmit((data) => addDates.mutate(data, { onSuccess: onClose }))}>
      <Stack gap="md">
        <SchedulePeriodFields
          startDate={values.start_date}
          endDate={values.end_date}
          // As on the create form (SPEC §5), a start date fills an empty end date.
          onStartDateChange={(startDate) => change({ start_date: startDate, end_date: values.end_date || startDate })}
          onEndDateChange={(endDate) => change({ ...values, end_date: endDate })}
          errors={errors}
        />
        <Text size="sm" c="dimmed">
          Club days in this period are added to the schedule as unassigned dates.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={addDates.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={addDates.isPending}>
            Add Dates
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

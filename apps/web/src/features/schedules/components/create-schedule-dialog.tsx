import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { scheduleCreateSchema } from '@club/shared';
import { useIsPhone } from '../../../lib/use-is-phone';
import { useScheduleMutations } from '../hooks/use-schedule-mutations';
import { applyStartDate, type SchedulePeriodValues } from '../utils/schedule-dates';
import { useSchemaForm } from '../hooks/use-schema-form';
import { SchedulePeriodFields } from './schedule-period-fields';

type CreateScheduleDialogProps = { opened: boolean; hasNextSchedule: boolean; onClose: () => void };

/** SPEC §2 Create New Schedule, validated with the shared schema (SPEC §5). */
export function CreateScheduleDialog({ opened, hasNextSchedule, onClose }: CreateScheduleDialogProps) {
  const isPhone = useIsPhone();
  return (
    <Modal opened={opened} onClose={onClose} title="Create New Schedule" size="lg" fullScreen={isPhone}>
      {/* Mounted only while open, so every opening starts from an empty form. */}
      {opened && <CreateScheduleForm hasNextSchedule={hasNextSchedule} onClose={onClose} />}
    </Modal>
  );
}

function CreateScheduleForm({ hasNextSchedule, onClose }: Omit<CreateScheduleDialogProps, 'opened'>) {
  const { create } = useScheduleMutations();
  const initial: SchedulePeriodValues = { name: '', start_date: '', end_date: '' };
  const { values, errors, change, handleSubmit } = useSchemaForm(scheduleCreateSchema, initial);

  return (
    <form noValidate onSubmit={handleSubmit((data) => create.mutate(data, { onSuccess: onClose }))}>
      <Stack gap="md">
        <SchedulePeriodFields
          startDate={values.start_date}
          endDate={values.end_date}
          onStartDateChange={(startDate) => change(applyStartDate(values, startDate))}
          onEndDateChange={(endDate) => change({ ...values, end_date: endDate })}
          errors={errors}
        />
        <TextInput
          label="Schedule Name"
          required
          value={values.name}
          onChange={(event) => change({ ...values, name: event.currentTarget.value })}
          error={errors.name}
        />
        <Text size="sm" c="dimmed">
          Dance dates are generated on the club day between the start and end dates.
          {/* SPEC §4: creating replaces any existing next schedule; say so before it happens. */}
          {hasNextSchedule && ' This replaces the current next schedule and its assignments.'}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create Schedule
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

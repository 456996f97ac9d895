import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { scheduleCreateSchema } from '@club/shared';
import { useIsPhone } from '../../../../lib/use-is-phone';
import { useSchemaForm } from '../../../../lib/use-schema-form';
import { useScheduleMutations } from '../hooks/use-schedule-mutations';
import { applyStartDate, type SchedulePeriodValues } from '../utils/schedule-dates';
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
  const form = useSchemaForm(scheduleCreateSchema, initial);
  const changeStartDate = (startDate: string) => {
    // The start date fills the other fields, so their old messages no longer apply.
    form.clearErrors();
    form.setValues(applyStartDate(form.getValues(), startDate));
  };

  return (
    <form noValidate onSubmit={form.onSubmit((data) => create.mutate(data, { onSuccess: onClose }))}>
      <Stack gap="md">
        <SchedulePeriodFields
          startDate={form.values.start_date}
          endDate={form.values.end_date}
          onStartDateChange={changeStartDate}
          onEndDateChange={(endDate) => form.setFieldValue('end_date', endDate)}
          errors={form.errors}
        />
        <TextInput label="Schedule Name" required {...form.getInputProps('name')} />
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

import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { addDatesSchema } from '@club/shared';
import { catalog } from '@club/shared/plain';
import { useReaderLocale } from '../../../../lib/reader-locale';
import { useIsPhone } from '../../../../lib/use-is-phone';
import { useSchemaForm } from '../../../../lib/use-schema-form';
import { useScheduleMutations } from '../hooks/use-schedule-mutations';
import { SchedulePeriodFields } from './schedule-period-fields';

type AddDatesDialogProps = { opened: boolean; onClose: () => void };

/** SPEC §2 Add Dates To Schedule: a start and end date with the create form's ordering rule (SPEC §5). */
export function AddDatesDialog({ opened, onClose }: AddDatesDialogProps) {
  const locale = useReaderLocale();
  const isPhone = useIsPhone();
  return (
    <Modal opened={opened} onClose={onClose} title={catalog.plan_add_dates_title({}, { locale })} fullScreen={isPhone}>
      {opened && <AddDatesForm onClose={onClose} />}
    </Modal>
  );
}

function AddDatesForm({ onClose }: { onClose: () => void }) {
  const to = { locale: useReaderLocale() };
  const { addDates } = useScheduleMutations();
  const form = useSchemaForm(addDatesSchema, { start_date: '', end_date: '' });
  const changeStartDate = (startDate: string) => {
    form.clearErrors();
    // As on the create form (SPEC §5), a start date fills an empty end date.
    form.setValues({ start_date: startDate, end_date: form.getValues().end_date || startDate });
  };

  return (
    <form noValidate onSubmit={form.onSubmit((data) => addDates.mutate(data, { onSuccess: onClose }))}>
      <Stack gap="md">
        <SchedulePeriodFields
          startDate={form.values.start_date}
          endDate={form.values.end_date}
          onStartDateChange={changeStartDate}
          onEndDateChange={(endDate) => form.setFieldValue('end_date', endDate)}
          errors={form.errors}
        />
        <Text size="sm" c="dimmed">
          {catalog.plan_add_dates_hint({}, to)}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={addDates.isPending}>
            {catalog.plan_cancel({}, to)}
          </Button>
          <Button type="submit" loading={addDates.isPending}>
            {catalog.plan_add_dates_submit({}, to)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { scheduleCreateSchema, type ScheduleCreateInput } from '@club/shared';
import { catalog, type Locale, scheduleReplaceMessages } from '@club/shared/plain';
import { getConflict, getErrorMessage } from '../../../../lib/api-error';
import { useReaderLocale } from '../../../../lib/reader-locale';
import { useIsPhone } from '../../../../lib/use-is-phone';
import { useSchemaForm } from '../../../../lib/use-schema-form';
import { useScheduleMutations } from '../hooks/use-schedule-mutations';
import { applyStartDate, type SchedulePeriodValues } from '../utils/schedule-dates';
import { SchedulePeriodFields } from './schedule-period-fields';

/** The counts of the server's 409 in the dialog's words; undefined when they are not all there. */
function lossInWords(conflict: Record<string, unknown>, locale: Locale): string | undefined {
  const { schedule_name: name, nights, confirmations, signups } = conflict;
  if (typeof name !== 'string' || typeof nights !== 'number') return undefined;
  if (typeof confirmations !== 'number' || typeof signups !== 'number') return undefined;
  return scheduleReplaceMessages(locale).wouldLose(name, nights, confirmations, signups);
}

type CreateScheduleDialogProps = { opened: boolean; hasNextSchedule: boolean; onClose: () => void };

/** SPEC §2 Create New Schedule, validated with the shared schema (SPEC §5). */
export function CreateScheduleDialog({ opened, hasNextSchedule, onClose }: CreateScheduleDialogProps) {
  const locale = useReaderLocale();
  const isPhone = useIsPhone();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={catalog.plan_create_schedule({}, { locale })}
      size="lg"
      fullScreen={isPhone}
    >
      {/* Mounted only while open, so every opening starts from an empty form. */}
      {opened && <CreateScheduleForm hasNextSchedule={hasNextSchedule} onClose={onClose} />}
    </Modal>
  );
}

function CreateScheduleForm({ hasNextSchedule, onClose }: Omit<CreateScheduleDialogProps, 'opened'>) {
  const to = { locale: useReaderLocale() };
  const replaceWords = scheduleReplaceMessages(to.locale);
  const { create } = useScheduleMutations();
  // Issue 25: the server refused to replace a published schedule; its message says what would be lost.
  const [replacing, setReplacing] = useState<{ message: string; data: ScheduleCreateInput } | null>(null);
  const send = (data: ScheduleCreateInput) =>
    create.mutate(data, {
      onSuccess: onClose,
      onError: (error) => {
        const conflict = getConflict(error);
        if (conflict) setReplacing({ message: lossInWords(conflict, to.locale) ?? getErrorMessage(error), data });
      },
    });
  const initial: SchedulePeriodValues = { name: '', start_date: '', end_date: '' };
  const form = useSchemaForm(scheduleCreateSchema, initial);
  const changeStartDate = (startDate: string) => {
    // The start date fills the other fields, so their old messages no longer apply.
    form.clearErrors();
    form.setValues(applyStartDate(form.getValues(), startDate, to.locale));
  };

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((data) => {
        setReplacing(null);
        send(data);
      })}
    >
      <Stack gap="md">
        <SchedulePeriodFields
          startDate={form.values.start_date}
          endDate={form.values.end_date}
          onStartDateChange={changeStartDate}
          onEndDateChange={(endDate) => form.setFieldValue('end_date', endDate)}
          errors={form.errors}
        />
        <TextInput label={catalog.plan_schedule_name({}, to)} required {...form.getInputProps('name')} />
        <Text size="sm" c="dimmed">
          {catalog.plan_create_hint({}, to)}
          {/* SPEC §4: creating replaces any existing next schedule; say so before it happens. */}
          {hasNextSchedule && ` ${catalog.plan_create_replaces({}, to)}`}
        </Text>
        {replacing && (
          <Alert color="red" title={replaceWords.confirmReplaceTitle} role="alert">
            <Stack gap="sm">
              <Text size="sm">{replacing.message}</Text>
              <Group>
                <Button
                  color="red"
                  loading={create.isPending}
                  onClick={() => send({ ...replacing.data, replace: true })}
                >
                  {replaceWords.confirmReplaceButton}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={create.isPending}>
            {catalog.plan_cancel({}, to)}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {catalog.plan_create_submit({}, to)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

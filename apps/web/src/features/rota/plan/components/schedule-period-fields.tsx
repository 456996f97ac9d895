import { type ReactNode, useState } from 'react';
import { Alert, SimpleGrid, Stack } from '@mantine/core';
import { DateInput, type DateInputProps } from '@mantine/dates';
// Each chunk that shows a calendar brings its styles (as the away form's does): the first paint carries none.
import '@mantine/dates/styles.css';
import { IconInfoCircle } from '@tabler/icons-react';
import { catalog } from '@club/shared/plain';
import { getPeriodWarnings, getToday } from '../utils/schedule-dates';
import { dateInputProps } from '../../../../lib/date-input';
import { useReaderLocale } from '../../../../lib/reader-locale';

type SchedulePeriodFieldsProps = {
  startDate: string;
  endDate: string;
  onStartDateChange: (value: string) => void;
  onEndDateChange: (value: string) => void;
  errors: Partial<Record<string, ReactNode>>;
};

/**
 * A date field in a dialog. Mantine's dialog closes on Escape from anywhere inside it; while the calendar is open,
 * Escape is the calendar's, so a reader closing it keeps what they typed in the dialog.
 */
function DialogDateInput(props: DateInputProps) {
  const [calendarOpen, setCalendarOpen] = useState(false);
  return (
    <DateInput
      {...props}
      data-mantine-stop-propagation={calendarOpen || undefined}
      popoverProps={{ onOpen: () => setCalendarOpen(true), onClose: () => setCalendarOpen(false) }}
    />
  );
}

/**
 * Start and end date with the SPEC §5 warnings. Issue 29: written and typed as the reader's language writes a date
 * (a browser's own date field writes the browser's), with a calendar; the value is YYYY-MM-DD, the wire format.
 */
export function SchedulePeriodFields({
  startDate,
  endDate,
  onStartDateChange,
  onEndDateChange,
  errors,
}: SchedulePeriodFieldsProps) {
  const to = { locale: useReaderLocale() };
  const warnings = getPeriodWarnings({ start_date: startDate, end_date: endDate }, getToday(), to.locale);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <DialogDateInput
          label={catalog.plan_start_date({}, to)}
          required
          {...dateInputProps(to.locale)}
          value={startDate}
          onChange={(value) => onStartDateChange(value ?? '')}
          error={errors.start_date}
          description={warnings.start_date}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          styles={{ description: { color: 'var(--mantine-color-yellow-filled)' } }}
        />
        <DialogDateInput
          label={catalog.plan_end_date({}, to)}
          required
          {...dateInputProps(to.locale)}
          value={endDate}
          onChange={(value) => onEndDateChange(value ?? '')}
          // The calendar offers no day before the start; a typed one still meets SPEC §5's message.
          getDayProps={(day) => ({ disabled: startDate !== '' && day < startDate })}
          error={errors.end_date}
        />
      </SimpleGrid>
      {warnings.period && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle />}>
          {warnings.period}
        </Alert>
      )}
    </Stack>
  );
}

import type { ReactNode } from 'react';
import { Alert, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { catalog } from '@club/shared/plain';
import { getPeriodWarnings, getToday } from '../utils/schedule-dates';
import { useReaderLocale } from '../../../../lib/reader-locale';

type SchedulePeriodFieldsProps = {
  startDate: string;
  endDate: string;
  onStartDateChange: (value: string) => void;
  onEndDateChange: (value: string) => void;
  errors: Partial<Record<string, ReactNode>>;
};

/**
 * Start and end date with the SPEC §5 warnings. The browser's own date input gives a calendar on every device and
 * a YYYY-MM-DD value, which is the wire format.
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
        <TextInput
          label={catalog.plan_start_date({}, to)}
          type="date"
          required
          value={startDate}
          onChange={(event) => onStartDateChange(event.currentTarget.value)}
          error={errors.start_date}
          description={warnings.start_date}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          styles={{ description: { color: 'var(--mantine-color-yellow-filled)' } }}
        />
        <TextInput
          label={catalog.plan_end_date({}, to)}
          type="date"
          required
          min={startDate || undefined}
          value={endDate}
          onChange={(event) => onEndDateChange(event.currentTarget.value)}
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

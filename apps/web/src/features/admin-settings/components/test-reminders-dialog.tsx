import { useState } from 'react';
import { Alert, Badge, Modal, Stack, Table, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconAlertCircle, IconCalendar } from '@tabler/icons-react';
import { isoDateSchema } from '@club/shared';
import { catalog, emailMessages } from '@club/shared/plain';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { getErrorMessage, getHttpStatus } from '../../../lib/api-error';
import { useReaderLocale } from '../../../lib/reader-locale';
import { useIsPhone } from '../../../lib/use-is-phone';
import { useReminderTest } from '../hooks/use-reminders';
import { getReminderTestSummary } from '../utils/reminder-summary';

/** Today in the browser's calendar, as YYYY-MM-DD. */
function getToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

type TestRemindersDialogProps = { opened: boolean; onClose: () => void };

/** SPEC §2 'Test Reminder System': which reminders would go out on a day, without sending any. */
export function TestRemindersDialog({ opened, onClose }: TestRemindersDialogProps) {
  const isPhone = useIsPhone();
  const to = { locale: useReaderLocale() };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={catalog.adm_b_test_reminders_title({}, to)}
      size="xl"
      fullScreen={isPhone}
    >
      {/* Mounted only while open, so each opening starts from today. */}
      {opened && <ReminderTest />}
    </Modal>
  );
}

function ReminderTest() {
  const [date, setDate] = useState<string | null>(getToday);
  const isValid = date !== null && isoDateSchema.safeParse(date).success;
  const test = useReminderTest(isValid ? date : null);
  const result = test.data;
  const locale = useReaderLocale();
  const to = { locale };
  const text = emailMessages(locale);
  const status = getHttpStatus(test.error);

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {catalog.adm_b_test_reminders_intro({}, to)}
      </Text>
      <DatePickerInput
        label={catalog.adm_b_test_date_label({}, to)}
        leftSection={<IconCalendar size={18} />}
        valueFormat="YYYY-MM-DD"
        value={date}
        onChange={setDate}
        error={isValid ? undefined : text.invalidDate}
        maw={{ sm: 260 }}
        popoverProps={{ withinPortal: true }}
      />
      {test.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle />} title={text.reminderTestError} role="alert">
          <Text size="sm">{getErrorMessage(test.error)}</Text>
          {status !== undefined && <Text size="sm">{catalog.adm_b_status({ status: String(status) }, to)}</Text>}
        </Alert>
      )}
      {isValid && test.isFetching && !result && (
        <LoadingIndicator size="sm" label={catalog.adm_b_loading_reminders({}, to)} />
      )}
      {result && !test.isError && (
        <Stack gap="sm" aria-busy={test.isFetching}>
          <Text fw={500} role="status">
            {getReminderTestSummary(result, result.test_date, locale)}
          </Text>
          <Text size="sm" c="dimmed">
            {catalog.adm_b_reminder_days_note({ days: result.reminder_days.join(', ') }, to)}
          </Text>
          {result.reminders.length > 0 && (
            <Table.ScrollContainer minWidth={640}>
              <Table striped highlightOnHover aria-label={catalog.adm_b_reminders_table_label({}, to)}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{catalog.adm_b_column_member({}, to)}</Table.Th>
                    <Table.Th>{catalog.adm_b_column_email({}, to)}</Table.Th>
                    <Table.Th>{catalog.adm_b_column_dance_date({}, to)}</Table.Th>
                    <Table.Th>{catalog.adm_b_column_days_until({}, to)}</Table.Th>
                    <Table.Th>{catalog.adm_b_column_club_night({}, to)}</Table.Th>
                    <Table.Th>{catalog.adm_b_column_partner({}, to)}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {result.reminders.map((reminder) => (
                    <Table.Tr key={`${reminder.member_id}-${reminder.dance_date}`}>
                      <Table.Td>{reminder.member_name}</Table.Td>
                      <Table.Td>{reminder.email}</Table.Td>
                      <Table.Td>{reminder.dance_date}</Table.Td>
                      <Table.Td>{reminder.days_until}</Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={reminder.club_night_type === 'FIFTH WED' ? 'grape' : 'gray'}>
                          {reminder.club_night_type}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{reminder.partner_name ?? '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      )}
    </Stack>
  );
}

import { useState } from 'react';
import { Alert, Badge, Modal, Stack, Table, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconAlertCircle, IconCalendar } from '@tabler/icons-react';
import { EMAIL_MESSAGES, isoDateSchema } from '@club/shared';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { getErrorMessage, getHttpStatus } from '../../../lib/api-error';
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
  return (
    <Modal opened={opened} onClose={onClose} title="Test Reminder System" size="xl" fullScreen={isPhone}>
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

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Shows the reminders the daily run would send on a day. Nothing is sent.
      </Text>
      <DatePickerInput
        label="Test Date"
        leftSection={<IconCalendar size={18} />}
        valueFormat="YYYY-MM-DD"
        value={date}
        onChange={setDate}
        error={isValid ? undefined : EMAIL_MESSAGES.invalidDate}
        maw={{ sm: 260 }}
        popoverProps={{ withinPortal: true }}
      />
      {test.isError && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle />}
          title={EMAIL_MESSAGES.reminderTestError}
          role="alert"
        >
          <Text size="sm">{getErrorMessage(test.error)}</Text>
          {getHttpStatus(test.error) !== undefined && <Text size="sm">Status: {getHttpStatus(test.error)}</Text>}
        </Alert>
      )}
      {isValid && test.isFetching && !result && <LoadingIndicator size="sm" label="Loading reminders" />}
      {result && !test.isError && (
        <Stack gap="sm" aria-busy={test.isFetching}>
          <Text fw={500} role="status">
            {getReminderTestSummary(result, result.test_date)}
          </Text>
          <Text size="sm" c="dimmed">
            Reminders go out {result.reminder_days.join(', ')} days before each dance date (saved settings).
          </Text>
          {result.reminders.length > 0 && (
            <Table.ScrollContainer minWidth={640}>
              <Table striped highlightOnHover aria-label="Reminder emails">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Member</Table.Th>
                    <Table.Th>Email</Table.Th>
                    <Table.Th>Dance Date</Table.Th>
                    <Table.Th>Days Until</Table.Th>
                    <Table.Th>Club Night</Table.Th>
                    <Table.Th>Partner</Table.Th>
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

import { Alert, List, Text } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { useReminderFailures } from '../hooks/use-reminders';

/** Reminders that failed after their last retry (issue 5); nothing at all when there are none. */
export function ReminderFailuresList() {
  const { data } = useReminderFailures();
  const failures = data?.failures ?? [];
  if (failures.length === 0) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconMailOff />} title="Reminders that could not be sent">
      <List size="sm" spacing={6} aria-label="Failed reminders">
        {failures.map((failure) => (
          <List.Item key={failure.id}>
            <Text span size="sm" fw={500}>
              {failure.member_name}
            </Text>{' '}
            ({failure.email}) for {failure.dance_date}, {failure.days_before} days before: {failure.attempts}{' '}
            {failure.attempts === 1 ? 'attempt' : 'attempts'}, last error “{failure.last_error}”
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { DUTY_MESSAGES } from '@club/shared';
import { formatDanceDate } from '../../../lib/dance-date';
import { availabilityFailureMessage, useSetAvailability } from '../hooks/use-set-availability';

const AVAILABLE = 'available';
const UNAVAILABLE = 'unavailable';
const CHOICES = [
  { value: AVAILABLE, label: DUTY_MESSAGES.availableLabel },
  { value: UNAVAILABLE, label: DUTY_MESSAGES.unavailableLabel },
];

type NightAvailabilityProps = { danceDate: string; isAvailable: boolean };

/**
 * Issue 17: a switch left the member guessing what "off" meant. Two named choices show the state in words, and each
 * night says whether its last change was saved, or that it was not, with a way to try again.
 */
export function NightAvailability({ danceDate, isAvailable }: NightAvailabilityProps) {
  const setAvailability = useSetAvailability();
  const save = (available: boolean) => setAvailability.mutate({ dance_date: danceDate, available });
  const retry = setAvailability.variables;
  const date = formatDanceDate(danceDate);

  return (
    <Stack gap={4} align="flex-end">
      <SegmentedControl
        aria-label={DUTY_MESSAGES.availabilityFor(date)}
        data={CHOICES}
        value={isAvailable ? AVAILABLE : UNAVAILABLE}
        onChange={(value) => save(value === AVAILABLE)}
        color={isAvailable ? 'teal' : 'red'}
        radius="md"
      />
      <div role="status" aria-live="polite">
        {setAvailability.isPending ? (
          <Text size="sm" c="dimmed">
            {DUTY_MESSAGES.availabilitySaving}
          </Text>
        ) : setAvailability.isSuccess ? (
          <Group gap={4} wrap="nowrap">
            <IconCheck size={16} color="var(--mantine-color-teal-8)" aria-hidden />
            <Text size="sm" c="teal.8">
              {DUTY_MESSAGES.availabilitySaved}
            </Text>
          </Group>
        ) : setAvailability.isError && retry ? (
          <Group gap="xs" wrap="wrap" justify="flex-end">
            <Text size="sm" c="red.8">
              {availabilityFailureMessage(setAvailability.error)}
            </Text>
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              onClick={() => setAvailability.mutate(retry)}
              aria-label={`Try again for ${date}`}
            >
              Try again
            </Button>
          </Group>
        ) : null}
      </div>
    </Stack>
  );
}

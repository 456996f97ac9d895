import { Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { type Assignment, cancelNightSchema } from '@club/shared';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useIsPhone } from '../../../lib/use-is-phone';
import { useScheduleMutations } from '../hooks/use-schedule-mutations';
import { formatDanceDate } from '../utils/schedule-dates';

/** Issue 19: cancelling a night asks for a reason and whom to tell (cancel-night-button.tsx opens it). */
type DialogProps = { night: Assignment; opened: boolean; onClose: () => void; onCancelled: () => void };

export function CancelNightDialog({ night, opened, onClose, onCancelled }: DialogProps) {
  const isPhone = useIsPhone();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Cancel ${formatDanceDate(night.dance_date)}`}
      fullScreen={isPhone}
      closeOnClickOutside={false}
    >
      {opened && <CancelNightForm night={night} onClose={onClose} onCancelled={onCancelled} />}
    </Modal>
  );
}

function CancelNightForm({ night, onClose, onCancelled }: Omit<DialogProps, 'opened'>) {
  const { cancelNight } = useScheduleMutations();
  const form = useSchemaForm(cancelNightSchema, { reason: '', notify: 'squareheads' });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((data) =>
        cancelNight.mutate(
          { id: night.id, data },
          { onSuccess: onCancelled, onError: (error) => showServerFieldErrors(form, error) },
        ),
      )}
    >
      <Stack gap="md">
        <Text>
          The night stays on the schedule, marked cancelled. Reminders and swap offers for it stop, and its squareheads
          are not counted as having served.
        </Text>
        <TextInput
          label="Reason"
          description="Members see it on the schedule, in their calendars and in the e-mail."
          required
          data-autofocus
          {...form.getInputProps('reason')}
        />
        <Radio.Group label="Who to tell by e-mail" required {...form.getInputProps('notify')}>
          <Stack gap="sm" mt="xs">
            <Radio value="squareheads" label="The squareheads of that night" />
            <Radio value="members" label="All members" />
          </Stack>
        </Radio.Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={cancelNight.isPending}>
            Keep the night
          </Button>
          <Button type="submit" color="red" loading={cancelNight.isPending}>
            Cancel the night
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import type { ReactNode } from 'react';
import { Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { type Assignment, cancelNightSchema, uncancelNightSchema } from '@club/shared';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useIsPhone } from '../../../lib/use-is-phone';
import { useScheduleMutations } from '../hooks/use-schedule-mutations';
import { formatDanceDate } from '../utils/schedule-dates';

/**
 * Issue 19: cancelling a night asks for a reason and whom to tell; restoring one asks whom to tell it is on again
 * (cancel-night-button.tsx opens them).
 */
type DialogProps = { night: Assignment; opened: boolean; onClose: () => void; onDone: () => void };
type FormProps = Omit<DialogProps, 'opened'>;

function NightDialog({
  title,
  opened,
  onClose,
  children,
}: Omit<DialogProps, 'night' | 'onDone'> & { title: string; children: ReactNode }) {
  const isPhone = useIsPhone();
  return (
    <Modal opened={opened} onClose={onClose} title={title} fullScreen={isPhone} closeOnClickOutside={false}>
      {opened && children}
    </Modal>
  );
}

export function CancelNightDialog({ night, opened, onClose, onDone }: DialogProps) {
  return (
    <NightDialog title={`Cancel ${formatDanceDate(night.dance_date)}`} opened={opened} onClose={onClose}>
      <CancelNightForm night={night} onClose={onClose} onDone={onDone} />
    </NightDialog>
  );
}

export function RestoreNightDialog({ night, opened, onClose, onDone }: DialogProps) {
  return (
    <NightDialog title={`Restore ${formatDanceDate(night.dance_date)}`} opened={opened} onClose={onClose}>
      <RestoreNightForm night={night} onClose={onClose} onDone={onDone} />
    </NightDialog>
  );
}

function CancelNightForm({ night, onClose, onDone }: FormProps) {
  const { cancelNight } = useScheduleMutations();
  const form = useSchemaForm(cancelNightSchema, { reason: '', notify: 'squareheads' });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((data) =>
        cancelNight.mutate(
          { id: night.id, data },
          { onSuccess: onDone, onError: (error) => showServerFieldErrors(form, error) },
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

function RestoreNightForm({ night, onClose, onDone }: FormProps) {
  const { uncancelNight } = useScheduleMutations();
  const form = useSchemaForm(uncancelNightSchema, { notify: 'squareheads' });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((data) =>
        uncancelNight.mutate(
          { id: night.id, data },
          { onSuccess: onDone, onError: (error) => showServerFieldErrors(form, error) },
        ),
      )}
    >
      <Stack gap="md">
        <Text>The night is on again with its squareheads as they were, and reminders go out for it as usual.</Text>
        <Radio.Group label="Who to tell by e-mail" required {...form.getInputProps('notify')}>
          <Stack gap="sm" mt="xs">
            <Radio value="squareheads" label="The squareheads of that night" data-autofocus />
            <Radio value="members" label="All members" />
            <Radio value="nobody" label="Nobody" />
          </Stack>
        </Radio.Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={uncancelNight.isPending}>
            Keep it cancelled
          </Button>
          <Button type="submit" color="green" loading={uncancelNight.isPending}>
            Restore the night
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { type ReactNode, useState } from 'react';
import { Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { type Assignment, cancelNightSchema, uncancelNightSchema } from '@club/shared';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useIsPhone } from '../../../lib/use-is-phone';
import { useScheduleMutations } from '../hooks/use-schedule-mutations';
import { formatDanceDate } from '../utils/schedule-dates';

/**
 * Issue 19: an administrator cancels a night (with a reason, and whom to tell) or puts a cancelled one back on (and
 * chooses whom to tell that it is on again). The button says which, in words, and names the date for screen readers.
 */
export function CancelNightButton({
  night,
  fullWidth,
  onDone,
}: {
  night: Assignment;
  fullWidth?: boolean;
  /** After the night is cancelled or restored: the editor closes, as the night it shows has changed. */
  onDone?: () => void;
}) {
  const [opened, setOpened] = useState(false);
  const date = formatDanceDate(night.dance_date);
  const restoring = night.cancelled_at !== null;
  const done = () => {
    setOpened(false);
    onDone?.();
  };
  return (
    <>
      <Button
        variant="light"
        color={restoring ? 'green' : 'red'}
        fullWidth={fullWidth}
        onClick={() => setOpened(true)}
        aria-label={`${restoring ? 'Restore' : 'Cancel'} night of ${date}`}
      >
        {restoring ? 'Restore night' : 'Cancel night'}
      </Button>
      <NightDialog
        title={`${restoring ? 'Restore' : 'Cancel'} ${date}`}
        opened={opened}
        onClose={() => setOpened(false)}
      >
        {restoring ? (
          <RestoreNightForm night={night} onClose={() => setOpened(false)} onDone={done} />
        ) : (
          <CancelNightForm night={night} onClose={() => setOpened(false)} onDone={done} />
        )}
      </NightDialog>
    </>
  );
}

function NightDialog({
  title,
  opened,
  onClose,
  children,
}: {
  title: string;
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const isPhone = useIsPhone();
  return (
    <Modal opened={opened} onClose={onClose} title={title} fullScreen={isPhone} closeOnClickOutside={false}>
      {opened && children}
    </Modal>
  );
}

type FormProps = { night: Assignment; onClose: () => void; onDone: () => void };

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

import type { ReactNode, SyntheticEvent } from 'react';
import { Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import {
  type Assignment,
  CANCEL_NOTIFY,
  cancelNightSchema,
  RESTORE_NOTIFY,
  type RestoreNotify,
  uncancelNightSchema,
} from '@club/shared';
import { type FormWithErrors, showServerFieldErrors } from '../../../../lib/server-field-errors';
import { useSchemaForm } from '../../../../lib/use-schema-form';
import { useIsPhone } from '../../../../lib/use-is-phone';
import { useCancelNight, useRestoreNight } from '../hooks/use-cancel-night';
import { formatDanceDate } from '../../../../lib/dance-date';

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

const NOTIFY_LABELS: Record<RestoreNotify, string> = {
  squareheads: 'The squareheads of that night',
  members: 'All members',
  nobody: 'Nobody',
};

type NightFormTexts = { intro: string; keep: string; submit: string; submitColor: 'red' | 'green' };

const CANCEL_TEXTS: NightFormTexts = {
  intro:
    'The night stays on the schedule, marked cancelled. Reminders and swap offers for it stop, and its squareheads ' +
    'are not counted as having served.',
  keep: 'Keep the night',
  submit: 'Cancel the night',
  submitColor: 'red',
};

const RESTORE_TEXTS: NightFormTexts = {
  intro: 'The night is on again with its squareheads as they were, and reminders go out for it as usual.',
  keep: 'Keep it cancelled',
  submit: 'Restore the night',
  submitColor: 'green',
};

/** What the shell needs of a schema form whose values hold whom to tell (`notify`). */
type NightFormState<Data> = FormWithErrors & {
  onSubmit: (send: (data: Data) => void) => (event?: SyntheticEvent<HTMLFormElement>) => void;
  getInputProps: (path: 'notify') => GetInputPropsReturnType;
};

/** Both changes go to the server as the night's id and the form's data. */
type NightMutation<Data> = {
  mutate: (
    variables: { id: number; data: Data },
    callbacks: { onSuccess: () => void; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
};

type NightFormShellProps<Data> = FormProps & {
  form: NightFormState<Data>;
  mutation: NightMutation<Data>;
  texts: NightFormTexts;
  notifyChoices: readonly RestoreNotify[];
  /** Asked before whom to tell; without any, the first choice of whom to tell takes the focus. */
  children?: ReactNode;
};

/** The one shape of both forms: what the change does, its fields, whom to tell, then keep or go ahead. */
function NightFormShell<Data>({
  night,
  onClose,
  onDone,
  form,
  mutation,
  texts,
  notifyChoices,
  children,
}: NightFormShellProps<Data>) {
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((data) =>
        mutation.mutate(
          { id: night.id, data },
          { onSuccess: onDone, onError: (error) => showServerFieldErrors(form, error) },
        ),
      )}
    >
      <Stack gap="md">
        <Text>{texts.intro}</Text>
        {children}
        <Radio.Group label="Who to tell by e-mail" required {...form.getInputProps('notify')}>
          <Stack gap="sm" mt="xs">
            {notifyChoices.map((choice, index) => (
              <Radio
                key={choice}
                value={choice}
                label={NOTIFY_LABELS[choice]}
                data-autofocus={children === undefined && index === 0 ? true : undefined}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
            {texts.keep}
          </Button>
          <Button type="submit" color={texts.submitColor} loading={mutation.isPending}>
            {texts.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function CancelNightForm(props: FormProps) {
  const cancelNight = useCancelNight();
  const form = useSchemaForm(cancelNightSchema, { reason: '', notify: 'squareheads' });
  return (
    <NightFormShell {...props} form={form} mutation={cancelNight} texts={CANCEL_TEXTS} notifyChoices={CANCEL_NOTIFY}>
      <TextInput
        label="Reason"
        description="Members see it on the schedule, in their calendars and in the e-mail."
        required
        data-autofocus
        {...form.getInputProps('reason')}
      />
    </NightFormShell>
  );
}

function RestoreNightForm(props: FormProps) {
  const uncancelNight = useRestoreNight();
  const form = useSchemaForm(uncancelNightSchema, { notify: 'squareheads' });
  return (
    <NightFormShell
      {...props}
      form={form}
      mutation={uncancelNight}
      texts={RESTORE_TEXTS}
      notifyChoices={RESTORE_NOTIFY}
    />
  );
}

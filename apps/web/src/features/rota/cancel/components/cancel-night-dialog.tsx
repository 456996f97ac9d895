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
import { catalog, type Locale } from '@club/shared/plain';
import { type FormWithErrors, showServerFieldErrors } from '../../../../lib/server-field-errors';
import { useSchemaForm } from '../../../../lib/use-schema-form';
import { useIsPhone } from '../../../../lib/use-is-phone';
import { useCancelNight, useRestoreNight } from '../hooks/use-cancel-night';
import { formatDanceDate } from '../../../../lib/dance-date';
import { useReaderLocale } from '../../../../lib/reader-locale';

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
  const locale = useReaderLocale();
  const title = catalog.night_cancel_title({ date: formatDanceDate(night.dance_date) }, { locale });
  return (
    <NightDialog title={title} opened={opened} onClose={onClose}>
      <CancelNightForm night={night} onClose={onClose} onDone={onDone} />
    </NightDialog>
  );
}

export function RestoreNightDialog({ night, opened, onClose, onDone }: DialogProps) {
  const locale = useReaderLocale();
  const title = catalog.night_restore_title({ date: formatDanceDate(night.dance_date) }, { locale });
  return (
    <NightDialog title={title} opened={opened} onClose={onClose}>
      <RestoreNightForm night={night} onClose={onClose} onDone={onDone} />
    </NightDialog>
  );
}

function notifyLabels(locale: Locale): Record<RestoreNotify, string> {
  const to = { locale };
  return {
    squareheads: catalog.night_notify_squareheads({}, to),
    members: catalog.night_notify_members({}, to),
    nobody: catalog.night_notify_nobody({}, to),
  };
}

type NightFormTexts = { intro: string; keep: string; submit: string; submitColor: 'red' | 'green' };

function cancelTexts(locale: Locale): NightFormTexts {
  const to = { locale };
  return {
    intro: catalog.night_cancel_intro({}, to),
    keep: catalog.night_cancel_keep({}, to),
    submit: catalog.night_cancel_submit({}, to),
    submitColor: 'red',
  };
}

function restoreTexts(locale: Locale): NightFormTexts {
  const to = { locale };
  return {
    intro: catalog.night_restore_intro({}, to),
    keep: catalog.night_restore_keep({}, to),
    submit: catalog.night_restore_submit({}, to),
    submitColor: 'green',
  };
}

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
  const locale = useReaderLocale();
  const labels = notifyLabels(locale);
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
        <Radio.Group label={catalog.night_notify_label({}, { locale })} required {...form.getInputProps('notify')}>
          <Stack gap="sm" mt="xs">
            {notifyChoices.map((choice, index) => (
              <Radio
                key={choice}
                value={choice}
                label={labels[choice]}
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
  const to = { locale: useReaderLocale() };
  const cancelNight = useCancelNight();
  const form = useSchemaForm(cancelNightSchema, { reason: '', notify: 'squareheads' });
  return (
    <NightFormShell
      {...props}
      form={form}
      mutation={cancelNight}
      texts={cancelTexts(to.locale)}
      notifyChoices={CANCEL_NOTIFY}
    >
      <TextInput
        label={catalog.night_cancel_reason({}, to)}
        description={catalog.night_cancel_reason_description({}, to)}
        required
        data-autofocus
        {...form.getInputProps('reason')}
      />
    </NightFormShell>
  );
}

function RestoreNightForm(props: FormProps) {
  const locale = useReaderLocale();
  const uncancelNight = useRestoreNight();
  const form = useSchemaForm(uncancelNightSchema, { notify: 'squareheads' });
  return (
    <NightFormShell
      {...props}
      form={form}
      mutation={uncancelNight}
      texts={restoreTexts(locale)}
      notifyChoices={RESTORE_NOTIFY}
    />
  );
}

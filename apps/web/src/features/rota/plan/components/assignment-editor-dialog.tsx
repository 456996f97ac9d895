import {
  Alert,
  Button,
  Group,
  Modal,
  Select,
  type SelectProps,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconAlertTriangle, IconUsers } from '@tabler/icons-react';
import {
  type Assignment,
  assignmentUpdateSchema,
  CLUB_NIGHT_TYPES,
  DANCE_PROGRAMS,
  SQUAREHEAD_FIELDS,
  STALE_TIMES,
  SQUAREHEAD_SLOT_FIELDS,
} from '@club/shared';
import { catalog, dutyRotaMessages, type Locale } from '@club/shared/plain';
import { showServerFieldErrors } from '../../../../lib/server-field-errors';
import { useTRPC } from '../../../../lib/trpc';
import { useReaderLocale } from '../../../../lib/reader-locale';
import { useIsPhone } from '../../../../lib/use-is-phone';
import { useSchemaForm } from '../../../../lib/use-schema-form';
import { useScheduleMutations } from '../hooks/use-schedule-mutations';
import {
  type AssignmentEditorValues,
  getDuplicateConflict,
  getPartnerWarnings,
  toEditorValues,
} from '../utils/assignment-editor-values';
import { clubNightLabel } from '../../night/utils/club-night-label';
import { memberOptions } from '../utils/member-options';
import { formatDanceDate } from '../utils/schedule-dates';
import { CancelledLine } from '../../night/components/cancelled-night';
import { LoadingStatus } from '../../../../components/loading-indicator';

type AssignmentEditorDialogProps = {
  opened: boolean;
  /** Stays set while the dialog animates closed, so its fields do not vanish mid-fade. */
  assignment: Assignment | null;
  onClose: () => void;
};

/**
 * Mantine hides a select's clear (×) button from screen readers and the keyboard. Here it is a button named after
 * its field ("Clear Squarehead 2"), so a slot can be emptied without a mouse, and the focus goes back to the field.
 * The hiding attribute is dropped rather than set to "false": the dialog's focus trap skips any element carrying it.
 */
function clearButtonOf(label: string, refocus: () => void, locale: Locale): Partial<SelectProps> {
  return {
    clearable: true,
    clearButtonProps: {
      'aria-label': catalog.plan_clear_field({ field: label }, { locale }),
      'aria-hidden': undefined,
      tabIndex: 0,
    },
    onClear: refocus,
  };
}

/** SPEC §5 assignment edit, on both schedules, for admins. */
export function AssignmentEditorDialog({ opened, assignment, onClose }: AssignmentEditorDialogProps) {
  const locale = useReaderLocale();
  const isPhone = useIsPhone();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={catalog.plan_editor_title({}, { locale })}
      size="lg"
      fullScreen={isPhone}
    >
      {assignment && (
        // A fresh form for every night opened, so no value carries over from the last one.
        <AssignmentEditorForm key={assignment.id} assignment={assignment} onClose={onClose} />
      )}
    </Modal>
  );
}

function AssignmentEditorForm({
  assignment,
  onClose,
}: Omit<AssignmentEditorDialogProps, 'opened' | 'assignment'> & { assignment: Assignment }) {
  const locale = useReaderLocale();
  const to = { locale };
  const duty = dutyRotaMessages(locale);
  const trpc = useTRPC();
  const assignable = useQuery(trpc.users.assignable.queryOptions(undefined, { staleTime: STALE_TIMES.members }));
  // Issue 9: who cannot serve this night; they stay selectable (admins decide) but are flagged.
  const unavailable = useQuery(trpc.schedules.unavailableMembers.queryOptions({ dance_date: assignment.dance_date }));
  const { updateAssignment } = useScheduleMutations();
  const form = useSchemaForm<typeof assignmentUpdateSchema, AssignmentEditorValues>(
    assignmentUpdateSchema,
    toEditorValues(assignment),
    { name: 'assignment-editor' },
  );
  const values = form.getValues();
  const refocus = (field: keyof AssignmentEditorValues) => () => form.getInputNode(field)?.focus();

  const members = assignable.data?.users ?? [];
  // SPEC §5: the options are the assignable members. Someone already in a slot who is no longer assignable stays
  // listed under the name the server sent, so opening the editor never silently empties a slot.
  const options = memberOptions(members).sort((a, b) => a.label.localeCompare(b.label));
  SQUAREHEAD_SLOT_FIELDS.forEach((slot) => {
    const id = assignment[slot.id];
    const name = assignment[slot.name];
    if (id !== null && name && !options.some((option) => option.value === String(id))) {
      options.push({ value: String(id), label: name });
    }
  });
  const unavailableIds = new Set((unavailable.data?.member_ids ?? []).map(String));
  const flaggedOptions = options.map((option) =>
    unavailableIds.has(option.value) ? { ...option, label: `${option.label}${duty.unavailableSuffix}` } : option,
  );
  // Issue 19: the editor says why ("away until Feb 28"), from the same resolved set auto-fill reads.
  const reasons = new Map((unavailable.data?.reasons ?? []).map((item) => [String(item.member_id), item.reason]));
  const unavailableWarning = (id: string | null) => {
    const option = options.find((candidate) => candidate.value === id);
    if (!id || !option || !unavailableIds.has(id)) return undefined;
    const reason = reasons.get(id);
    return reason ? duty.unavailableBecause(option.label, reason) : duty.unavailableWarning(option.label);
  };

  const conflict = getDuplicateConflict(values, locale);
  const partnerWarnings = getPartnerWarnings(values, members, locale);
  const placeholder = assignable.data ? catalog.plan_unassigned({}, to) : catalog.plan_loading_members({}, to);
  const clubNightOptions = CLUB_NIGHT_TYPES.map((type) => ({ value: type, label: clubNightLabel(type, locale) }));

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((data) =>
        updateAssignment.mutate(
          { id: assignment.id, data },
          { onSuccess: onClose, onError: (error) => showServerFieldErrors(form, error) },
        ),
      )}
    >
      <Stack gap="md">
        <LoadingStatus label={placeholder} isLoading={!assignable.data} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <TextInput
            label={catalog.plan_dance_date({}, to)}
            value={formatDanceDate(assignment.dance_date)}
            readOnly
            variant="filled"
          />
          <Select
            label={catalog.plan_column_club_night({}, to)}
            required
            data={clubNightOptions}
            allowDeselect={false}
            {...form.getInputProps('club_night_type')}
          />
          {SQUAREHEAD_FIELDS.map((field, index) => (
            <Select
              key={field}
              label={catalog.plan_squarehead_slot({ number: index + 1 }, to)}
              placeholder={placeholder}
              data={flaggedOptions}
              searchable
              // The list opens on typing, a click or an arrow key: the first slot takes the focus as the dialog opens,
              // and a list popping open then would also make the first Escape close the list instead of the dialog.
              openOnFocus={false}
              {...clearButtonOf(catalog.plan_squarehead_slot({ number: index + 1 }, to), refocus(field), locale)}
              {...form.getInputProps(field)}
              description={unavailableWarning(values[field])}
              // The warning belongs under the chosen name, where the eye is after choosing.
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              nothingFoundMessage={catalog.plan_no_member_found({}, to)}
              // Read-only, not disabled, while the members load: the dialog puts the focus on the first slot as it
              // opens, and a disabled field cannot take it, which left a keyboard user outside the dialog.
              readOnly={!assignable.data}
              data-autofocus={index === 0 ? true : undefined}
            />
          ))}
        </SimpleGrid>
        {conflict && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle />} role="alert">
            {conflict}
          </Alert>
        )}
        {partnerWarnings.length > 0 && (
          <Alert color="yellow" variant="light" icon={<IconUsers />}>
            <Stack gap={4}>
              {partnerWarnings.map((warning) => (
                <Text key={warning} size="sm">
                  {warning}
                </Text>
              ))}
            </Stack>
          </Alert>
        )}
        <CancelledLine night={assignment} />
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing="sm">
          <TextInput type="time" label={catalog.plan_starts({}, to)} {...form.getInputProps('start_time')} />
          <TextInput type="time" label={catalog.plan_ends({}, to)} {...form.getInputProps('end_time')} />
          <Select
            label={catalog.plan_program({}, to)}
            placeholder={catalog.plan_no_program({}, to)}
            data={[...DANCE_PROGRAMS]}
            {...clearButtonOf(catalog.plan_program({}, to), refocus('program'), locale)}
            {...form.getInputProps('program')}
          />
          <TextInput label={catalog.plan_caller({}, to)} {...form.getInputProps('caller')} />
          <TextInput label={catalog.plan_cuer({}, to)} {...form.getInputProps('cuer')} />
          <TextInput label={catalog.plan_theme({}, to)} {...form.getInputProps('theme')} />
        </SimpleGrid>
        <Textarea label={catalog.plan_notes({}, to)} rows={3} resize="vertical" {...form.getInputProps('notes')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={updateAssignment.isPending}>
            {catalog.plan_cancel({}, to)}
          </Button>
          <Button type="submit" loading={updateAssignment.isPending}>
            {catalog.plan_editor_save({}, to)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

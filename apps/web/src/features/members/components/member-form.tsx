import { Alert, Button, Checkbox, Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { HouseholdMember, Member } from '@club/shared';
import { BIRTHDAY_INPUT_MAX_LENGTH, catalog, MEMBER_STATUSES, memberMessages } from '@club/shared/plain';
import { useReaderLocale } from '../../../lib/reader-locale';
import { useMemberForm } from '../hooks/use-member-form';
import { formatFullName, formatSortName, isMemberStatus } from '../utils/member-display';
import { statusLabels } from '../utils/member-labels';
import type { MemberFormMode } from '../utils/member-form-values';
import { HouseholdAddressOffer } from './household-address-offer';
import { LanguageSelect } from './language-select';

type MemberFormProps = {
  target: { mode: MemberFormMode; member: Member | null };
  /** Every member, for the partner and friend pickers. */
  members: readonly Member[] | undefined;
  canSetAdmin: boolean;
  canChangeEmail: boolean;
  /** Issue 26: those who may move with the member; when the address changes, the form offers them the new one. */
  household?: readonly HouseholdMember[];
  /** Without it the form has no Cancel button (My details is a page, not a dialog to close). */
  onCancel?: () => void;
  /** After a save, with the names of the household members who got the new address too. */
  onSaved: (movedWith: string[]) => void;
};

/** SPEC §5 member form, in the Members page's dialog and on My details (issue 26). */
export function MemberForm({
  target,
  members,
  canSetAdmin,
  canChangeEmail,
  household = [],
  onCancel,
  onSaved,
}: MemberFormProps) {
  const { mode, member } = target;
  const locale = useReaderLocale();
  const to = { locale };
  const statusLabel = statusLabels(locale);
  const statusOptions = MEMBER_STATUSES.map((status) => ({ value: status, label: statusLabel[status] }));
  const { form, formError, fields, submit, isSaving, householdOffer, movingWith, setMovingWith } = useMemberForm({
    member,
    mode,
    canSetAdmin,
    household,
    onSaved,
  });
  const { values, errors } = form;
  const shows = (field: (typeof fields)[number]) => fields.includes(field);

  // SPEC §5: neither list offers the member being edited; the friend list also leaves out the chosen partner
  // (the current friend stays listed, so a clash can be shown and fixed).
  const partnerOptions = (members ?? [])
    .filter((candidate) => candidate.id !== member?.id)
    .map((candidate) => ({
      value: String(candidate.id),
      label: formatSortName(candidate.first_name, candidate.last_name),
    }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const friendOptions = partnerOptions.filter(
    (option) => option.value !== values.partner_id || option.value === values.friend_id,
  );
  const pickerPlaceholder = members ? catalog.mem_a_picker_none({}, to) : catalog.mem_a_picker_loading({}, to);
  const nothingFound = catalog.mem_a_picker_nothing_found({}, to);

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        {mode === 'self-edit' && member && <Text fw={600}>{formatFullName(member.first_name, member.last_name)}</Text>}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          {shows('first_name') && (
            <TextInput
              label={catalog.mem_a_first_name({}, to)}
              required
              data-autofocus
              autoComplete="off"
              {...form.getInputProps('first_name')}
            />
          )}
          {shows('last_name') && (
            <TextInput
              label={catalog.mem_a_last_name({}, to)}
              required
              autoComplete="off"
              {...form.getInputProps('last_name')}
            />
          )}
          <TextInput
            label={catalog.mem_a_email({}, to)}
            type="email"
            required
            autoComplete="off"
            data-autofocus={mode === 'self-edit' ? true : undefined}
            {...form.getInputProps('email')}
            disabled={!canChangeEmail}
            description={canChangeEmail ? undefined : memberMessages(locale).mainAdminEmailOwn}
          />
          <TextInput
            label={catalog.mem_a_phone({}, to)}
            type="tel"
            autoComplete="off"
            {...form.getInputProps('phone')}
          />
        </SimpleGrid>
        <TextInput label={catalog.mem_a_address({}, to)} autoComplete="off" {...form.getInputProps('address')} />
        {householdOffer.length > 0 && (
          <HouseholdAddressOffer
            household={householdOffer}
            chosen={movingWith}
            onChange={setMovingWith}
            disabled={isSaving}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <TextInput
            label={catalog.mem_a_birthday({}, to)}
            description={catalog.mem_a_birthday_hint({}, to)}
            placeholder={catalog.mem_a_birthday_placeholder({}, to)}
            inputMode="numeric"
            maxLength={BIRTHDAY_INPUT_MAX_LENGTH}
            {...form.getInputProps('birthday')}
          />
          {shows('status') && (
            <Select
              label={catalog.mem_a_status({}, to)}
              description={catalog.mem_a_status_hint({}, to)}
              data={statusOptions}
              value={values.status}
              onChange={(value) => isMemberStatus(value) && form.setFieldValue('status', value)}
              allowDeselect={false}
            />
          )}
          {shows('partner_id') && (
            <Select
              label={catalog.mem_a_partner({}, to)}
              placeholder={pickerPlaceholder}
              data={partnerOptions}
              value={values.partner_id || null}
              onChange={(value) => form.setFieldValue('partner_id', value ?? '')}
              searchable
              clearable
              nothingFoundMessage={nothingFound}
              disabled={!members}
              error={errors.partner_id}
            />
          )}
          {shows('friend_id') && (
            <Select
              label={catalog.mem_a_friend({}, to)}
              placeholder={pickerPlaceholder}
              data={friendOptions}
              value={values.friend_id || null}
              onChange={(value) => form.setFieldValue('friend_id', value ?? '')}
              searchable
              clearable
              nothingFoundMessage={nothingFound}
              disabled={!members}
              error={errors.friend_id}
            />
          )}
        </SimpleGrid>
        {shows('locale') && (
          <LanguageSelect
            value={values.locale}
            onChange={(value) => form.setFieldValue('locale', value)}
            error={errors.locale as string | undefined}
          />
        )}
        {shows('notes') && (
          <Textarea
            label={catalog.mem_a_notes({}, to)}
            description={catalog.mem_a_notes_hint({}, to)}
            rows={3}
            resize="vertical"
            {...form.getInputProps('notes')}
          />
        )}
        {shows('is_admin') && (
          <Checkbox
            label={catalog.mem_a_admin({}, to)}
            description={catalog.mem_a_admin_hint({}, to)}
            {...form.getInputProps('is_admin', { type: 'checkbox' })}
          />
        )}
        {formError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
            {formError}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={isSaving}>
              {catalog.shell_cancel({}, to)}
            </Button>
          )}
          <Button type="submit" loading={isSaving}>
            {mode === 'create' ? catalog.mem_a_add_member({}, to) : catalog.mem_a_save_changes({}, to)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

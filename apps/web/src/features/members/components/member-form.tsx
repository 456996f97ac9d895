import { Alert, Button, Checkbox, Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { HouseholdMember, Member } from '@club/shared';
import { BIRTHDAY_MAX_LENGTH, MEMBER_MESSAGES, MEMBER_STATUSES } from '@club/shared/plain';
import { useMemberForm } from '../hooks/use-member-form';
import { formatFullName, formatSortName, isMemberStatus, STATUS_LABELS } from '../utils/member-display';
import type { MemberFormMode } from '../utils/member-form-values';
import { HouseholdAddressOffer } from './household-address-offer';
import { LanguageSelect } from './language-select';

const STATUS_OPTIONS = MEMBER_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }));

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
  const pickerPlaceholder = members ? 'None' : 'Loading members...';

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        {mode === 'self-edit' && member && <Text fw={600}>{formatFullName(member.first_name, member.last_name)}</Text>}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          {shows('first_name') && (
            <TextInput
              label="First Name"
              required
              data-autofocus
              autoComplete="off"
              {...form.getInputProps('first_name')}
            />
          )}
          {shows('last_name') && (
            <TextInput label="Last Name" required autoComplete="off" {...form.getInputProps('last_name')} />
          )}
          <TextInput
            label="Email"
            type="email"
            required
            autoComplete="off"
            data-autofocus={mode === 'self-edit' ? true : undefined}
            {...form.getInputProps('email')}
            disabled={!canChangeEmail}
            description={canChangeEmail ? undefined : MEMBER_MESSAGES.mainAdminEmailOwn}
          />
          <TextInput label="Phone" type="tel" autoComplete="off" {...form.getInputProps('phone')} />
        </SimpleGrid>
        <TextInput label="Address" autoComplete="off" {...form.getInputProps('address')} />
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
            label="Birthday"
            description="MM/DD, for example 04/23"
            placeholder="MM/DD"
            inputMode="numeric"
            maxLength={BIRTHDAY_MAX_LENGTH}
            {...form.getInputProps('birthday')}
          />
          {shows('status') && (
            <Select
              label="Status"
              description="Only assignable members are put on the duty rota"
              data={STATUS_OPTIONS}
              value={values.status}
              onChange={(value) => isMemberStatus(value) && form.setFieldValue('status', value)}
              allowDeselect={false}
            />
          )}
          {shows('partner_id') && (
            <Select
              label="Partner"
              placeholder={pickerPlaceholder}
              data={partnerOptions}
              value={values.partner_id || null}
              onChange={(value) => form.setFieldValue('partner_id', value ?? '')}
              searchable
              clearable
              nothingFoundMessage="No member by that name"
              disabled={!members}
              error={errors.partner_id}
            />
          )}
          {shows('friend_id') && (
            <Select
              label="Friend"
              placeholder={pickerPlaceholder}
              data={friendOptions}
              value={values.friend_id || null}
              onChange={(value) => form.setFieldValue('friend_id', value ?? '')}
              searchable
              clearable
              nothingFoundMessage="No member by that name"
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
            label="Notes"
            description="Seen by administrators and by the member"
            rows={3}
            resize="vertical"
            {...form.getInputProps('notes')}
          />
        )}
        {shows('is_admin') && (
          <Checkbox
            label="Administrator"
            description="Can add, edit and delete members and change club settings"
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
              Cancel
            </Button>
          )}
          <Button type="submit" loading={isSaving}>
            {mode === 'create' ? 'Add Member' : 'Save Changes'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

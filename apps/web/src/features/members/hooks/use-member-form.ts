import { useState } from 'react';
import { useForm } from '@mantine/form';
import type { HouseholdMember, Member } from '@club/shared';
import { fieldErrorsInLocale, inLocale, MEMBER_MESSAGES, memberMessages } from '@club/shared/plain';
import { getErrorMessage, isClientError, isForbidden } from '../../../lib/api-error';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import {
  getFormFields,
  type MemberFormMode,
  type MemberFormValues,
  parseCreateForm,
  parseUpdateForm,
  toFormValues,
} from '../utils/member-form-values';
import { useReaderLocale } from '../../../lib/reader-locale';
import { useMemberMutations } from './use-member-mutations';

type MemberFormOptions = {
  /** The member being edited; null to add one. */
  member: Member | null;
  mode: MemberFormMode;
  canSetAdmin: boolean;
  /** Issue 26: the member's household, offered a changed address. */
  household?: readonly HouseholdMember[];
  /** After a save, with the names of the household members given the new address too. */
  onSaved: (movedWith: string[]) => void;
};

const sameAddress = (a: string | null, b: string | null) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/**
 * Issue 26: once the address is changed, the household members who do not live there yet; the form offers each of
 * them the new address. Nothing while the address is unchanged or emptied.
 */
function householdOffer(
  household: readonly HouseholdMember[],
  address: string,
  savedAddress: string,
): HouseholdMember[] {
  if (address.trim() === '' || sameAddress(address, savedAddress)) return [];
  return household.filter((person) => !sameAddress(person.address, address));
}

/**
 * State and submission of the member form. The shared SPEC §5 schema checks it before sending; what the server
 * still refuses comes back onto the fields (data.fieldErrors) or, for a duplicate and the like, above the buttons.
 */
export function useMemberForm({ member, mode, canSetAdmin, household = [], onSaved }: MemberFormOptions) {
  const { create, update } = useMemberMutations();
  const [formError, setFormError] = useState<string | null>(null);
  const [movingWith, setMovingWith] = useState<number[]>([]);
  // Issue 29: the schema's English checks, in the reader's language.
  const locale = useReaderLocale();
  const partnerFriendSame = inLocale(MEMBER_MESSAGES.partnerFriendSame, locale);
  const fields = getFormFields({ mode, canSetAdmin });
  const initial = toFormValues(member, locale);
  const parse = (values: MemberFormValues) =>
    mode === 'create' ? parseCreateForm(values, canSetAdmin) : parseUpdateForm(values, { mode, canSetAdmin, initial });

  const form = useForm<MemberFormValues>({
    mode: 'controlled',
    initialValues: initial,
    validate: (values) => {
      const parsed = parse(values);
      return parsed.success ? {} : fieldErrorsInLocale(parsed.errors, locale);
    },
    // SPEC §5: say at once when the new partner is also the chosen friend, rather than on submit.
    onValuesChange: (values, previous) => {
      if (values.partner_id === previous.partner_id) return;
      if (values.partner_id !== '' && values.partner_id === values.friend_id)
        form.setFieldError('friend_id', partnerFriendSame);
      else if (form.errors.friend_id === partnerFriendSame) form.clearFieldError('friend_id');
    },
  });

  const showServerError = (error: unknown) => {
    const hasFieldErrors = showServerFieldErrors(form, error, fields);
    if (hasFieldErrors || isForbidden(error)) {
      // Field messages sit on their fields; a refusal (403) is already toasted word for word.
      setFormError(null);
    } else if (isClientError(error)) {
      // A duplicate (409) and the like stay in the form, where the user can fix them.
      setFormError(getErrorMessage(error));
    } else {
      // SPEC §8: a fault the user cannot fix says where its details are.
      console.warn('Saving the member failed', error);
      setFormError(memberMessages(locale).saveFailedAlert);
    }
  };

  const isSaving = create.isPending || update.isPending;
  const offer = householdOffer(household, form.values.address, initial.address);

  const submit = form.onSubmit((values) => {
    // Enter in a field submits too, so a second press while saving must not send the member twice.
    if (isSaving) return;
    setFormError(null);
    if (mode === 'create') {
      const parsed = parseCreateForm(values, canSetAdmin);
      if (parsed.success) create.mutate(parsed.data, { onSuccess: () => onSaved([]), onError: showServerError });
    } else if (member) {
      const parsed = parseUpdateForm(values, { mode, canSetAdmin, initial });
      if (!parsed.success) return;
      // Only those still offered: a box ticked before the address was typed back to a shared one moves nobody.
      const moving = offer.filter((person) => movingWith.includes(person.id));
      const data = moving.length > 0 ? { ...parsed.data, household_ids: moving.map(({ id }) => id) } : parsed.data;
      update.mutate(
        { id: member.id, data },
        {
          // The form stays open on My details: it goes on from what the server saved, with nobody ticked.
          onSuccess: (saved) => {
            form.setInitialValues(toFormValues(saved, locale));
            form.setValues(toFormValues(saved, locale));
            setMovingWith([]);
            onSaved(moving.map(({ name }) => name));
          },
          onError: showServerError,
        },
      );
    }
  });

  return {
    form,
    formError,
    fields,
    submit,
    isSaving,
    householdOffer: offer,
    movingWith,
    setMovingWith,
  };
}

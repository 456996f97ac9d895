import { useState } from 'react';
import { type Member, MEMBER_MESSAGES } from '@club/shared';
import { getErrorMessage, getFieldErrors, isClientError, isForbidden } from '../../../lib/api-error';
import {
  getFormFields,
  type MemberFormErrors,
  type MemberFormField,
  type MemberFormMode,
  type MemberFormValues,
  parseCreateForm,
  parseUpdateForm,
  pickFieldErrors,
  toFormValues,
} from '../utils/member-form-values';
import { useMemberMutations } from './use-member-mutations';

type MemberFormOptions = {
  /** The member being edited; null to add one. */
  member: Member | null;
  mode: MemberFormMode;
  canSetAdmin: boolean;
  onSaved: () => void;
};

/**
 * State and submission of the member form. The shared SPEC §5 schema checks it before sending; what the server
 * still refuses comes back onto the fields (data.fieldErrors) or, for a duplicate and the like, above the buttons.
 */
export function useMemberForm({ member, mode, canSetAdmin, onSaved }: MemberFormOptions) {
  const { create, update } = useMemberMutations();
  const [values, setValues] = useState<MemberFormValues>(() => toFormValues(member));
  const [errors, setErrors] = useState<MemberFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const fields = getFormFields({ mode, canSetAdmin });

  const setField = <F extends MemberFormField>(field: F, value: MemberFormValues[F]) => {
    const nextValues = { ...values, [field]: value };
    setValues(nextValues);
    setErrors((current) => {
      const next: MemberFormErrors = { ...current, [field]: undefined };
      // SPEC §5: say at once when the new partner is also the chosen friend, rather than on submit.
      if (field === 'partner_id') {
        const isClash = nextValues.partner_id !== '' && nextValues.partner_id === nextValues.friend_id;
        if (isClash) next.friend_id = MEMBER_MESSAGES.partnerFriendSame;
        else if (current.friend_id === MEMBER_MESSAGES.partnerFriendSame) next.friend_id = undefined;
      }
      return next;
    });
  };

  const showServerError = (error: unknown) => {
    const fieldErrors = pickFieldErrors(getFieldErrors(error), fields);
    setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length > 0 || isForbidden(error)) {
      // Field messages sit on their fields; a refusal (403) is already toasted word for word.
      setFormError(null);
    } else if (isClientError(error)) {
      // A duplicate (409) and the like stay in the form, where the user can fix them.
      setFormError(getErrorMessage(error));
    } else {
      // SPEC §8: a fault the user cannot fix says where its details are.
      console.warn('Saving the member failed', error);
      setFormError(MEMBER_MESSAGES.saveFailedAlert);
    }
  };

  const isSaving = create.isPending || update.isPending;

  const submit = () => {
    // Enter in a field submits too, so a second press while saving must not send the member twice.
    if (isSaving) return;
    setFormError(null);
    const callbacks = { onSuccess: onSaved, onError: showServerError };
    if (mode === 'create') {
      const parsed = parseCreateForm(values, canSetAdmin);
      setErrors(parsed.success ? {} : parsed.errors);
      if (parsed.success) create.mutate(parsed.data, callbacks);
    } else if (member) {
      const parsed = parseUpdateForm(values, { mode, canSetAdmin });
      setErrors(parsed.success ? {} : parsed.errors);
      if (parsed.success) update.mutate({ id: member.id, data: parsed.data }, callbacks);
    }
  };

  return {
    values,
    errors,
    formError,
    fields,
    setField,
    submit,
    isSaving,
  };
}

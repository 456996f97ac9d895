import { useState } from 'react';
import { useForm } from '@mantine/form';
import type { Member } from '@club/shared';
import { MEMBER_MESSAGES } from '@club/shared/plain';
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
  const [formError, setFormError] = useState<string | null>(null);
  const fields = getFormFields({ mode, canSetAdmin });
  const initial = toFormValues(member);
  const parse = (values: MemberFormValues) =>
    mode === 'create' ? parseCreateForm(values, canSetAdmin) : parseUpdateForm(values, { mode, canSetAdmin, initial });

  const form = useForm<MemberFormValues>({
    mode: 'controlled',
    initialValues: initial,
    validate: (values) => {
      const parsed = parse(values);
      return parsed.success ? {} : parsed.errors;
    },
    // SPEC §5: say at once when the new partner is also the chosen friend, rather than on submit.
    onValuesChange: (values, previous) => {
      if (values.partner_id === previous.partner_id) return;
      if (values.partner_id !== '' && values.partner_id === values.friend_id)
        form.setFieldError('friend_id', MEMBER_MESSAGES.partnerFriendSame);
      else if (form.errors.friend_id === MEMBER_MESSAGES.partnerFriendSame) form.clearFieldError('friend_id');
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
      setFormError(MEMBER_MESSAGES.saveFailedAlert);
    }
  };

  const isSaving = create.isPending || update.isPending;
  const callbacks = { onSuccess: onSaved, onError: showServerError };

  const submit = form.onSubmit((values) => {
    // Enter in a field submits too, so a second press while saving must not send the member twice.
    if (isSaving) return;
    setFormError(null);
    if (mode === 'create') {
      const parsed = parseCreateForm(values, canSetAdmin);
      if (parsed.success) create.mutate(parsed.data, callbacks);
    } else if (member) {
      const parsed = parseUpdateForm(values, { mode, canSetAdmin, initial });
      if (parsed.success) update.mutate({ id: member.id, data: parsed.data }, callbacks);
    }
  });

  return { form, formError, fields, submit, isSaving };
}

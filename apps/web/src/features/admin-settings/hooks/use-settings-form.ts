import { type ChangeEvent, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminSettings, type Branding, SETTINGS_MESSAGES } from '@club/shared';
import { getErrorMessage, getFieldErrors } from '../../../lib/api-error';
import { useToast } from '../../../lib/toast/use-toast';
import { useTRPC } from '../../../lib/trpc';
import { isFormDirty, type SettingsFormValues, toFormValues, validateSettings } from '../utils/settings-form-values';

type KeysOf<T> = { [K in keyof SettingsFormValues]: SettingsFormValues[K] extends T ? K : never }[keyof SettingsFormValues];
type TextKey = KeysOf<string>;
type NumberKey = KeysOf<number | string> & ('smtp_port' | 'max_upload_size' | 'geocoding_batch_size' | 'swap_offer_batch' | 'swap_offer_wait_hours');

const toBranding = ({ club_name, club_subtitle, club_color, club_logo_data, club_logo_url }: AdminSettings): Branding => ({
  club_name,
  club_subtitle,
  club_color,
  club_logo_data,
  club_logo_url,
});

/**
 * The admin settings form (SPEC §4): pristine until an edit, pristine again after a successful save or a reset.
 * Saving checks the SPEC §5 rules first and shows each field's message under its field.
 */
export function useSettingsForm(loaded: AdminSettings) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [baseline, setBaseline] = useState(() => toFormValues(loaded));
  const [values, setValues] = useState(baseline);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = useMutation(
    trpc.settings.update.mutationOptions({
      onSuccess: (saved) => {
        const next = toFormValues(saved);
        setBaseline(next);
        setValues(next);
        setErrors({});
        toast.success(SETTINGS_MESSAGES.saved);
        // The saved branding goes straight into the cache, so the sidebar never flashes the old colour between
        // the preview ending and the refetch; the refetch then brings every settings reader up to date.
        queryClient.setQueryData(trpc.settings.admin.queryKey(), saved);
        queryClient.setQueryData(trpc.settings.branding.queryKey(), toBranding(saved));
        return queryClient.invalidateQueries({ queryKey: trpc.settings.pathKey() });
      },
      onError: (error) => {
        setErrors(getFieldErrors(error));
        toast.error(SETTINGS_MESSAGES.saveFailed(getErrorMessage(error)));
      },
    }),
  );

  const setField = <K extends keyof SettingsFormValues>(key: K, value: SettingsFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    // The message goes once the field is edited; the rest stay until the next save checks them again.
    setErrors((current) => {
      if (!(key in current)) return current;
      const { [key]: _edited, ...rest } = current;
      return rest;
    });
  };

  /** Checks and saves; false when the form has errors, so the page can take the admin to the first one. */
  const submit = (): boolean => {
    const result = validateSettings(values);
    if (!result.success) {
      setErrors(result.errors);
      toast.error(SETTINGS_MESSAGES.fixErrors);
      return false;
    }
    save.mutate(result.update);
    return true;
  };

  const reset = () => {
    setValues(baseline);
    setErrors({});
  };

  /** Value, change handler and message for a text input or textarea. */
  const textField = (key: TextKey) => ({
    value: values[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setField(key, event.currentTarget.value),
    error: errors[key],
  });

  /** The same for a NumberInput, which hands over a number, or '' once emptied. */
  const numberField = (key: NumberKey) => ({
    value: values[key],
    onChange: (value: number | string) => setField(key, value),
    error: errors[key],
  });

  return {
    values,
    baseline,
    errors,
    isDirty: isFormDirty(values, baseline),
    isSaving: save.isPending,
    setField,
    textField,
    numberField,
    submit,
    reset,
  };
}

export type SettingsForm = ReturnType<typeof useSettingsForm>;

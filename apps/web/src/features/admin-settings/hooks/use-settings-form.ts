import { useForm, type UseFormReturnType } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { type AdminSettings, type Branding, clubClockStyleOf } from '@club/shared';
import { settingsMessages } from '@club/shared/plain';
import { getErrorMessage } from '../../../lib/api-error';
import { useReaderLocale } from '../../../lib/reader-locale';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { useToast } from '../../../lib/toast/use-toast';
import { useTRPC } from '../../../lib/trpc';
import { useToastMutation } from '../../../lib/use-toast-mutation';
import { type SettingsFormValues, toFormValues, validateSettings } from '../utils/settings-form-values';

/** The settings form the cards fill in: `getInputProps(key)` for each input, and the values it was loaded with. */
export type SettingsFormApi = UseFormReturnType<SettingsFormValues>;

const toBranding = ({
  club_name,
  club_subtitle,
  club_color,
  club_logo_data,
  club_logo_url,
  ...clock
}: AdminSettings): Branding => ({
  club_name,
  club_subtitle,
  club_color,
  club_logo_data,
  club_logo_url,
  clock: clubClockStyleOf(clock),
});

/**
 * The admin settings form (SPEC §4): pristine until an edit, pristine again after a successful save or a reset.
 * Saving checks the SPEC §5 rules first and shows each field's message under its field.
 */
export function useSettingsForm(loaded: AdminSettings) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const text = settingsMessages(useReaderLocale());
  const form: SettingsFormApi = useForm<SettingsFormValues>({
    mode: 'controlled',
    initialValues: toFormValues(loaded),
  });

  const save = useToastMutation(
    trpc.settings.update.mutationOptions({
      onSuccess: (saved) => {
        const next = toFormValues(saved);
        form.setInitialValues(next);
        form.setValues(next);
        form.resetDirty(next);
        form.clearErrors();
        // The saved branding goes straight into the cache, so the sidebar never flashes the old colour between
        // the preview ending and the refetch; the refetch then brings every settings reader up to date.
        queryClient.setQueryData(trpc.settings.admin.queryKey(), saved);
        queryClient.setQueryData(trpc.settings.branding.queryKey(), toBranding(saved));
      },
      onError: (error) => void showServerFieldErrors(form, error),
    }),
    {
      success: text.saved,
      failure: (error) => text.saveFailed(getErrorMessage(error)),
      invalidate: [trpc.settings.pathKey()],
    },
  );

  /** Checks and saves; false when the form has errors, so the page can take the admin to the first one. */
  const submit = (): boolean => {
    const result = validateSettings(form.getValues());
    if (!result.success) {
      form.setErrors(result.errors);
      toast.error(text.fixErrors);
      return false;
    }
    save.mutate(result.update);
    return true;
  };

  return { form, isDirty: form.isDirty(), isSaving: save.isPending, submit, reset: form.reset };
}

import { type QueryKey, useMutation, type UseMutationOptions, useQueryClient } from '@tanstack/react-query';
import { mailBudgetMessages } from '@club/shared/plain';
import { visitorLocale } from '../components/visitor-locale';
import { getErrorMessage, getFieldErrors, isForbidden } from './api-error';
import type { ToastApi } from './toast/toast-context';
import { useToast } from './toast/use-toast';

/** A toast's text, or its kind and title too; null shows none. */
export type ToastNote = string | { message: string; kind?: keyof ToastApi; title?: string } | null;

export type ToastMutationMessages<TData, TVariables> = {
  /** Shown after success. */
  success?: ToastNote | ((data: TData, variables: TVariables) => ToastNote);
  /**
   * Shown after a failure. A text is the SPEC §8 message, except that a refusal (403) shows the server's reason, which
   * says what is not allowed; a function decides for itself.
   */
  failure: string | ((error: unknown, variables: TVariables) => ToastNote);
  /** What the change makes stale, refetched after success (SPEC §7: successful mutations refetch). */
  invalidate?: readonly QueryKey[] | ((data: TData) => readonly QueryKey[]);
};

/** A failure the form shows beside its fields needs no toast as well. */
export const unlessFieldErrors = (note: (error: unknown) => ToastNote) => (error: unknown) =>
  Object.keys(getFieldErrors(error)).length > 0 ? null : note(error);

/** How many e-mails of a change's answer wait for the member's hourly budget (issue 25); 0 for any other answer. */
function emailsHeld(data: unknown): number {
  if (typeof data !== 'object' || data === null || !('emails_held' in data)) return 0;
  return typeof data.emails_held === 'number' ? data.emails_held : 0;
}

function show(toast: ToastApi, note: ToastNote, kind: keyof ToastApi): void {
  if (note === null) return;
  if (typeof note === 'string') toast[kind](note);
  else toast[note.kind ?? kind](note.message, { title: note.title });
}

/**
 * Every mutation of the app with its toasts and refetches declared once: the options of a tRPC procedure plus what to
 * say and what to refetch. The options' own callbacks still run, after the toast.
 */
export function useToastMutation<TData, TError, TVariables, TContext>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
  messages: ToastMutationMessages<TData, TVariables>,
) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const { success, failure, invalidate = [] } = messages;
  return useMutation<TData, TError, TVariables, TContext>({
    ...options,
    onSuccess: async (...args) => {
      const [data, variables] = args;
      show(toast, typeof success === 'function' ? success(data, variables) : (success ?? null), 'success');
      // Issue 25: the server held back e-mails past the member's hourly budget; the member is told, whatever the change.
      // Every mutation comes through here, some outside the tRPC provider: the page's language, not the member query.
      const held = emailsHeld(data);
      if (held > 0) toast.info(mailBudgetMessages(visitorLocale()).held(held));
      const stale = typeof invalidate === 'function' ? invalidate(data) : invalidate;
      await Promise.all([
        options.onSuccess?.(...args),
        ...stale.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ]);
    },
    onError: async (...args) => {
      const [error, variables] = args;
      const note =
        typeof failure === 'function'
          ? failure(error, variables)
          : isForbidden(error)
            ? getErrorMessage(error)
            : failure;
      show(toast, note, 'error');
      await options.onError?.(...args);
    },
  });
}

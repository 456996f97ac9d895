import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MAIL_BUDGET_MESSAGES } from '@club/shared';
import { trpcError } from '../test/trpc-error';
import { type ToastApi, ToastContext } from './toast/toast-context';
import { unlessFieldErrors, useToastMutation } from './use-toast-mutation';

/** A toast API that records what was shown, by kind. */
function recordingToasts() {
  const shown: [keyof ToastApi, string, string | undefined][] = [];
  const record = (kind: keyof ToastApi) => (message: string, options?: { title?: string }) => {
    shown.push([kind, message, options?.title]);
    return String(shown.length);
  };
  const api: ToastApi = {
    success: record('success'),
    error: record('error'),
    warning: record('warning'),
    info: record('info'),
  };
  return { api, shown };
}

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const toasts = recordingToasts();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ToastContext.Provider value={toasts.api}>{children}</ToastContext.Provider>
    </QueryClientProvider>
  );
  return { wrapper, shown: toasts.shown };
}

const withFieldErrors = (fieldErrors: Record<string, string>) => {
  const error = trpcError(422, 'Validation failed');
  Object.assign(error.data as object, { fieldErrors });
  return error;
};

describe('useToastMutation', () => {
  it('tells the member when the server held e-mails back for their hourly budget (issue 25)', async () => {
    const { wrapper, shown } = setup();
    const { result } = renderHook(
      () =>
        useToastMutation(
          { mutationFn: () => Promise.resolve({ emails: 24, members: 24, batch_id: 1, emails_held: 4 }) },
          { success: 'Sent', failure: 'Failed' },
        ),
      { wrapper },
    );
    await act(() => result.current.mutateAsync());
    expect(shown).toEqual([
      ['success', 'Sent', undefined],
      ['info', MAIL_BUDGET_MESSAGES.held(4), undefined],
    ]);
  });

  it('toasts the success text, refetches what the change made stale and runs the caller’s own callback', async () => {
    const { wrapper, shown } = setup();
    const fetchRoster = vi.fn().mockResolvedValue(['Ann']);
    const ownOnSuccess = vi.fn();
    const { result } = renderHook(
      () => {
        useQuery({ queryKey: ['users', 'list'], queryFn: fetchRoster });
        return useToastMutation(
          { mutationFn: (name: string) => Promise.resolve({ name }), onSuccess: ownOnSuccess },
          { success: (saved, name) => `Saved ${saved.name} (${name})`, failure: 'Failed', invalidate: [['users']] },
        );
      },
      { wrapper },
    );
    await waitFor(() => expect(fetchRoster).toHaveBeenCalledTimes(1));
    await act(() => result.current.mutateAsync('Bob'));
    expect(shown).toEqual([['success', 'Saved Bob (Bob)', undefined]]);
    expect(fetchRoster).toHaveBeenCalledTimes(2);
    expect(ownOnSuccess.mock.calls[0]?.slice(0, 2)).toEqual([{ name: 'Bob' }, 'Bob']);
  });

  it('shows the SPEC text for a failure, but the server’s reason for a refusal (403)', async () => {
    const { wrapper, shown } = setup();
    const failing = (error: Error) =>
      renderHook(
        () =>
          useToastMutation(
            { mutationFn: () => Promise.reject(error) },
            { failure: 'Failed to delete member. Please try again.' },
          ),
        { wrapper },
      );
    for (const error of [
      trpcError(500, 'Internal server error'),
      trpcError(403, 'The main administrator cannot be deleted'),
    ]) {
      const { result } = failing(error);
      await act(() => result.current.mutateAsync().catch(() => undefined));
    }
    expect(shown).toEqual([
      ['error', 'Failed to delete member. Please try again.', undefined],
      ['error', 'The main administrator cannot be deleted', undefined],
    ]);
  });

  it('says nothing for a failure the form shows beside its fields; success may choose its kind and title, or no toast', async () => {
    const { wrapper, shown } = setup();
    const invalid = renderHook(
      () =>
        useToastMutation(
          { mutationFn: () => Promise.reject(withFieldErrors({ name: 'Token name is required' })) },
          { failure: unlessFieldErrors(() => 'Toasted') },
        ),
      { wrapper },
    );
    await act(() => invalid.result.current.mutateAsync().catch(() => undefined));
    const saved = renderHook(
      () =>
        useToastMutation(
          { mutationFn: (late: boolean) => Promise.resolve(late) },
          {
            success: (late) => (late ? { message: 'Saved, but late', kind: 'warning', title: 'Late' } : null),
            failure: 'Failed',
          },
        ),
      { wrapper },
    );
    await act(() => saved.result.current.mutateAsync(true));
    await act(() => saved.result.current.mutateAsync(false));
    expect(shown).toEqual([['warning', 'Saved, but late', 'Late']]);
  });
});

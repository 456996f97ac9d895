import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from '../../app/app-error-boundary';
import { ToastProvider } from './toast-provider';
import { useToast } from './use-toast';

function ToastButtons() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.success('Member created successfully!')}>
        success
      </button>
      <button
        type="button"
        onClick={() => toast.error('Failed to delete member. Please try again.', { title: 'Oops' })}
      >
        error
      </button>
      <button
        type="button"
        onClick={() => toast.success('Import completed: 2 members imported', { placement: 'bottom' })}
      >
        bottom
      </button>
    </>
  );
}

describe('useToast', () => {
  it('shows success and error toasts, with an optional title', async () => {
    render(
      <MantineProvider>
        <ToastProvider>
          <ToastButtons />
        </ToastProvider>
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'success' }));
    fireEvent.click(screen.getByRole('button', { name: 'error' }));
    expect(await screen.findByText('Member created successfully!')).toBeTruthy();
    const error = (await screen.findByText('Failed to delete member. Please try again.')).closest('[role="alert"]');
    if (!(error instanceof HTMLElement)) throw new Error('error toast missing');
    expect(within(error).getByText('Oops')).toBeTruthy();
  });

  it('puts a toast at the bottom end when asked, clear of a dialog opened with it (issue 17), else at the top end', async () => {
    render(
      <MantineProvider>
        <ToastProvider>
          <ToastButtons />
        </ToastProvider>
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'success' }));
    fireEvent.click(screen.getByRole('button', { name: 'bottom' }));
    const placeOf = async (text: string) =>
      (await screen.findByText(text)).closest('[data-position]')?.getAttribute('data-position');
    expect(await placeOf('Member created successfully!')).toBe('top-right');
    expect(await placeOf('Import completed: 2 members imported')).toBe('bottom-right');
  });

  it('throws outside a ToastProvider', () => {
    const caught = vi.fn();
    render(
      <MantineProvider>
        <AppErrorBoundary>
          <ToastButtons />
        </AppErrorBoundary>
      </MantineProvider>,
      { onCaughtError: caught },
    );
    expect(caught.mock.calls[0]?.[0]).toEqual(new Error('useToast must be used within a ToastProvider'));
  });
});

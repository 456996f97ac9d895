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
      <button type="button" onClick={() => toast.error('Failed to delete member. Please try again.', { title: 'Oops' })}>
        error
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

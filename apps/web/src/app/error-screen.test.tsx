import { useState } from 'react';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from './app-error-boundary';
import { ErrorScreen } from './error-screen';

let shouldThrow = true;
function Fragile() {
  if (shouldThrow) throw new Error('render failed');
  return <p>Recovered</p>;
}

describe('error screen', () => {
  it("catches a render error, then 'Try Again' clears it", () => {
    shouldThrow = true;
    const caught = vi.fn();
    render(
      <MantineProvider>
        <AppErrorBoundary>
          <Fragile />
        </AppErrorBoundary>
      </MantineProvider>,
      { onCaughtError: caught },
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(
      screen.getByText('The application encountered an unexpected error. Please try refreshing the page.'),
    ).toBeTruthy();
    expect(caught).toHaveBeenCalledTimes(1);

    shouldThrow = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('Recovered')).toBeTruthy();
  });

  it('clears a caught error when the reset key changes', () => {
    shouldThrow = true;
    function Harness() {
      const [page, setPage] = useState('a');
      return (
        <>
          <button type="button" onClick={() => setPage('b')}>
            Next page
          </button>
          <AppErrorBoundary resetKey={page}>
            <Fragile />
          </AppErrorBoundary>
        </>
      );
    }
    render(
      <MantineProvider>
        <Harness />
      </MantineProvider>,
      { onCaughtError: () => undefined },
    );
    expect(screen.getByText('Something went wrong')).toBeTruthy();
    shouldThrow = false;
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Recovered')).toBeTruthy();
  });

  it("reloads the page from 'Refresh Page'", () => {
    const refresh = vi.fn();
    render(
      <MantineProvider>
        <ErrorScreen onTryAgain={() => undefined} onRefresh={refresh} />
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});

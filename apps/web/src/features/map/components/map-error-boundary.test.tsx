import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MapErrorBoundary } from './map-error-boundary';

function BrokenMap(): never {
  throw new Error('Failed to fetch dynamically imported module: /assets/member-map.js');
}

describe('MapErrorBoundary', () => {
  it("shows 'Map Error' in place of a map that cannot start, and starts it again from Retry", () => {
    const caught = vi.fn();
    const retry = vi.fn();
    render(
      <MantineProvider>
        <MapErrorBoundary onRetry={retry}>
          <BrokenMap />
        </MapErrorBoundary>
      </MantineProvider>,
      { onCaughtError: caught },
    );
    expect(screen.getByText('Map Error')).toBeTruthy();
    expect(
      screen.getByText(
        'The map could not be started: Failed to fetch dynamically imported module: /assets/member-map.js',
      ),
    ).toBeTruthy();
    expect(caught).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});

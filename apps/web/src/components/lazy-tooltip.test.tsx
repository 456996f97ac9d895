import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ActionIcon, MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { LazyTooltip } from './lazy-tooltip';

describe('LazyTooltip (issue 27)', () => {
  it('draws the element at once, and once its code has come shows the label on hover without drawing it again', async () => {
    render(
      <MantineProvider>
        <LazyTooltip label="Edit" transitionProps={{ duration: 0 }}>
          <ActionIcon aria-label="Edit 2 April 2027">✎</ActionIcon>
        </LazyTooltip>
      </MantineProvider>,
    );
    const button = screen.getByRole('button', { name: 'Edit 2 April 2027' });
    fireEvent.mouseEnter(button);
    expect(screen.queryByRole('tooltip')).toBeNull();

    // jsdom has no requestIdleCallback: the code is fetched a second after the page drew.
    await waitFor(
      () => {
        fireEvent.mouseEnter(button);
        expect(screen.getByRole('tooltip').textContent).toBe('Edit');
      },
      { timeout: 4000 },
    );
    expect(screen.getByRole('button', { name: 'Edit 2 April 2027' })).toBe(button);
  });
});

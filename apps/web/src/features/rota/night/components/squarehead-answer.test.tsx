import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { CONFIRM_MESSAGES } from '@club/shared';
import { SquareheadName } from './squarehead-name';

// Issue 19 part 3: once published, each squarehead on the rota carries their answer, named for screen readers.
describe('a squarehead’s answer on the rota', () => {
  it.each(['confirmed', 'declined', 'waiting'] as const)('names %s beside the member', (answer) => {
    render(
      <MantineProvider>
        <SquareheadName name="Ann Lee" canEdit={false} answer={answer} />
      </MantineProvider>,
    );
    expect(screen.getByRole('img', { name: CONFIRM_MESSAGES.badge[answer] })).toBeTruthy();
    expect(screen.getByText('Ann Lee')).toBeTruthy();
  });

  it('shows nothing before the schedule is published', () => {
    render(
      <MantineProvider>
        <SquareheadName name="Ann Lee" canEdit={false} />
      </MantineProvider>,
    );
    expect(screen.queryByRole('img')).toBeNull();
  });
});

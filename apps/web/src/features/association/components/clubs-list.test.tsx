import { render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import type { AssociationClub } from '@club/shared';
import { ClubsList } from './clubs-list';

const club: AssociationClub = {
  slug: 'rhein-squares',
  name: 'Rhein Squares',
  time_zone: 'Europe/Berlin',
  locale: 'de',
  created_at: '2026-01-05T10:00:00Z',
  suspended: false,
  members: 1234,
  nights: 12,
  last_activity: null,
};

const show = (locale: 'en' | 'de') =>
  render(
    <MantineProvider>
      <ClubsList clubs={[club]} changing={null} onSetSuspended={() => undefined} locale={locale} />
    </MantineProvider>,
  );

describe('the association’s club list (issue 28) in the operator’s language (issue 29)', () => {
  it('heads its columns, counts and names its actions in German', () => {
    show('de');
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Mitglieder' })).toBeTruthy();
    expect(within(table).getByText('Nie')).toBeTruthy();
    expect(within(table).getByText('1.234')).toBeTruthy();
    expect(within(table).getByText('/c/rhein-squares/')).toBeTruthy();
    expect(within(table).getByText('Aktiv')).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Sperren Rhein Squares' })).toBeTruthy();
  });

  it('keeps its English for an English reader', () => {
    show('en');
    expect(screen.getByText('Never')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Suspend Rhein Squares' })).toBeTruthy();
  });
});

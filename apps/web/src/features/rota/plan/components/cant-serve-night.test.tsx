import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Assignment } from '@club/shared';
import { AppProviders } from '../../../../app/app-providers';
import { authStore } from '../../../../lib/auth-store';
import { createQueryClient } from '../../../../lib/query-client';
import { createFakeApi } from '../../../../test/fake-api';
import { branding, noNightDetails } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import { adminUser, makeSignIn } from '../../../../test/session-fixtures';
import { AssignmentCards } from './assignment-cards';

const night = (id: number, dance_date: string, cantServe: number[]): Assignment => ({
  ...noNightDetails,
  id,
  schedule_id: 1,
  dance_date,
  club_night_type: 'NORMAL',
  notes: null,
  status: cantServe.length > 0 ? 'needs_replacement' : 'complete',
  cant_serve_ids: cantServe,
  self_signup_ids: [],
  squarehead1_id: 11,
  squarehead1_name: 'Mo Duty',
  squarehead2_id: 12,
  squarehead2_name: 'Ann Lee',
  squarehead3_id: 13,
  squarehead3_name: 'Bob Ray',
  squarehead4_id: 14,
  squarehead4_name: 'Cy Fox',
});
const assignments = [night(1, '2027-04-07', [11]), night(2, '2027-04-14', [])];
const schedule = {
  id: 1,
  name: 'Spring',
  type: 'current' as const,
  start_date: '2027-04-01',
  end_date: '2027-04-30',
  created_at: '2027-03-01T00:00:00.000Z',
};

beforeEach(() => authStore.signIn(makeSignIn(adminUser)));

// Issue 17 item 1: a night whose squarehead can't serve no longer reads Complete.
describe('a night where someone on duty cannot serve', () => {
  it('reads Needs replacement in the table, with the member still listed and marked, and is counted', async () => {
    renderApp(
      createFakeApi({
        'settings.branding': () => branding,
        'schedules.current': () => ({ schedule, assignments, count: 2 }),
      }),
      '/current-schedule',
    );
    const table = await screen.findByRole('table', { name: 'Dance Schedule & Assignments' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Needs replacement')).toBeTruthy();
    expect(within(rows[0]!).getByText('Mo Duty')).toBeTruthy();
    expect(within(rows[0]!).getByText("Can't serve")).toBeTruthy();
    expect(within(rows[1]!).getByText('Complete')).toBeTruthy();
    expect(within(rows[1]!).queryByText("Can't serve")).toBeNull();
    expect(screen.getByLabelText('Needs replacement: 1')).toBeTruthy();
    expect(screen.getByLabelText('Complete: 1')).toBeTruthy();
  });

  it('reads the same on the phone cards', () => {
    render(
      <AppProviders
        apiClient={createFakeApi({ 'settings.branding': () => branding }).client}
        queryClient={createQueryClient()}
      >
        <AssignmentCards assignments={assignments} scheduleType="current" ownId={null} />
      </AppProviders>,
    );
    const cards = screen.getAllByRole('listitem');
    expect(within(cards[0]!).getByText('Needs replacement')).toBeTruthy();
    expect(within(cards[0]!).getByText("Can't serve")).toBeTruthy();
    expect(within(cards[1]!).queryByText("Can't serve")).toBeNull();
  });
});

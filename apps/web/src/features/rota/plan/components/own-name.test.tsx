import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Assignment } from '@club/shared';
import { AppProviders } from '../../../../app/app-providers';
import { authStore } from '../../../../lib/auth-store';
import { createQueryClient } from '../../../../lib/query-client';
import { createFakeApi } from '../../../../test/fake-api';
import { branding } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import { makeSignIn, memberUser } from '../../../../test/session-fixtures';
import { AssignmentCards } from './assignment-cards';

const night = (id: number, dance_date: string, slots: [number | null, string | null][]): Assignment => ({
  id,
  schedule_id: 1,
  dance_date,
  club_night_type: 'NORMAL',
  notes: null,
  status: 'partial',
  cant_serve_ids: [],
  self_signup_ids: [],
  start_time: null,
  end_time: null,
  caller: null,
  cuer: null,
  program: null,
  theme: null,
  cancelled_at: null,
  cancel_reason: null,
  squarehead1_id: slots[0]?.[0] ?? null,
  squarehead1_name: slots[0]?.[1] ?? null,
  squarehead2_id: slots[1]?.[0] ?? null,
  squarehead2_name: slots[1]?.[1] ?? null,
  squarehead3_id: null,
  squarehead3_name: null,
  squarehead4_id: null,
  squarehead4_name: null,
});
const assignments = [
  night(1, '2027-04-07', [
    [3, 'Ann Lee'],
    [memberUser.id, 'José Member'],
  ]),
  night(2, '2027-04-14', [
    [3, 'Ann Lee'],
    [4, 'José Member'],
  ]),
];

beforeEach(() => authStore.signIn(makeSignIn(memberUser)));

// Issue 17 item 7: a member looks for their own nights in the schedule; their name stands out, by id, not by name.
describe("the signed-in member's own name in a schedule", () => {
  it('is highlighted in the table, and a namesake is not', async () => {
    const schedule = {
      id: 1,
      name: 'Spring',
      type: 'current' as const,
      start_date: '2027-04-01',
      end_date: '2027-04-30',
      created_at: '2027-03-01T00:00:00.000Z',
    };
    renderApp(
      createFakeApi({
        'settings.branding': () => branding,
        'schedules.current': () => ({ schedule, assignments, count: 2 }),
      }),
      '/current-schedule',
    );
    const table = await screen.findByRole('table', { name: 'Dance Schedule & Assignments' });
    const own = within(table).getAllByText('José Member (you)');
    expect(own).toHaveLength(1);
    expect(own[0]!.tagName).toBe('MARK');
    expect(within(table).getByText('José Member')).toBeTruthy();
  });

  it('is highlighted on the phone cards too', () => {
    render(
      <AppProviders
        apiClient={createFakeApi({ 'settings.branding': () => branding }).client}
        queryClient={createQueryClient()}
      >
        <AssignmentCards assignments={assignments} scheduleType="current" ownId={memberUser.id} />
      </AppProviders>,
    );
    const cards = screen.getAllByRole('listitem');
    expect(within(cards[0]!).getByText('José Member (you)').tagName).toBe('MARK');
    expect(within(cards[1]!).queryByText('José Member (you)')).toBeNull();
    expect(within(cards[1]!).getByText('José Member')).toBeTruthy();
  });
});

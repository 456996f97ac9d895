import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Assignment, NIGHT_MESSAGES } from '@club/shared';
import { AppProviders } from '../../../../app/app-providers';
import { authStore } from '../../../../lib/auth-store';
import { createQueryClient } from '../../../../lib/query-client';
import { createFakeApi } from '../../../../test/fake-api';
import { branding } from '../../../../test/fixtures';
import { adminUser, makeSignIn } from '../../../../test/session-fixtures';
import { AssignmentCards } from '../../plan/components/assignment-cards';

// Issue 19: a night shows its details; an admin cancels it with a reason and whom to tell, or restores it.
const night: Assignment = {
  id: 9,
  schedule_id: 1,
  dance_date: '2027-04-14',
  club_night_type: 'NORMAL',
  squarehead1_id: 1,
  squarehead2_id: null,
  squarehead3_id: null,
  squarehead4_id: null,
  squarehead1_name: 'Ann Lee',
  squarehead2_name: null,
  squarehead3_name: null,
  squarehead4_name: null,
  notes: 'Potluck',
  status: 'partial',
  cant_serve_ids: [],
  self_signup_ids: [],
  start_time: '19:00',
  end_time: '21:30',
  caller: 'Cal Caller',
  cuer: null,
  program: 'Plus',
  theme: null,
  cancelled_at: null,
  cancel_reason: null,
};
const cancelled: Assignment = { ...night, cancelled_at: '2027-04-01T10:00:00.000Z', cancel_reason: 'Hall flooded' };

function renderCards(nights: Assignment[], withActions = true) {
  const api = createFakeApi({
    'settings.branding': () => branding,
    'schedules.cancelNight': () => ({ assignment: cancelled, emails_sent: 2 }),
    'schedules.uncancelNight': () => night,
  });
  render(
    <AppProviders apiClient={api.client} queryClient={createQueryClient()}>
      <AssignmentCards
        assignments={nights}
        scheduleType="current"
        ownId={null}
        actions={withActions ? { onEdit: () => {} } : undefined}
      />
    </AppProviders>,
  );
  return api;
}

beforeEach(() => authStore.signIn(makeSignIn(adminUser)));

describe('a night on the rota', () => {
  it('shows its times and details, and a cancelled night says CANCELLED and why instead of its status', () => {
    renderCards([night, { ...cancelled, id: 10, dance_date: '2027-04-21' }], false);
    expect(screen.getAllByText('7:00 PM–9:30 PM · Caller: Cal Caller · Program: Plus')).toHaveLength(2);
    expect(screen.getByText(NIGHT_MESSAGES.cancelledLine('Hall flooded'))).toBeTruthy();
    expect(screen.getByText(NIGHT_MESSAGES.cancelledBadge)).toBeTruthy();
    expect(screen.getByText('1/4 Assigned')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Cancel the night/ })).toBeNull();
  });
});

describe('cancelling a night', () => {
  it('asks for a reason before anything is sent, then sends it with whom to tell', async () => {
    const api = renderCards([night]);
    fireEvent.click(screen.getByRole('button', { name: /Cancel night of/ }));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the night' }));
    expect(await screen.findByText(NIGHT_MESSAGES.reasonRequired)).toBeTruthy();
    expect(api.callsTo('schedules.cancelNight')).toHaveLength(0);

    fireEvent.change(screen.getByRole('textbox', { name: /Reason/ }), { target: { value: ' Hall flooded ' } });
    fireEvent.click(screen.getByRole('radio', { name: 'All members' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the night' }));
    await waitFor(() => expect(api.callsTo('schedules.cancelNight')).toHaveLength(1));
    expect(api.callsTo('schedules.cancelNight')[0]!.input).toEqual({
      id: 9,
      data: { reason: 'Hall flooded', notify: 'members' },
    });
  });

  it('restores a cancelled night, telling the squareheads unless the admin chooses otherwise', async () => {
    const api = renderCards([cancelled]);
    fireEvent.click(screen.getByRole('button', { name: /Restore night of/ }));
    await screen.findByRole('dialog');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'The squareheads of that night' }).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Nobody' }));
    fireEvent.click(screen.getByRole('button', { name: 'Restore the night' }));
    await waitFor(() => expect(api.callsTo('schedules.uncancelNight')).toHaveLength(1));
    expect(api.callsTo('schedules.uncancelNight')[0]!.input).toEqual({ id: 9, data: { notify: 'nobody' } });
  });

  it('keeps the night cancelled when the admin changes their mind', async () => {
    const api = renderCards([cancelled]);
    fireEvent.click(screen.getByRole('button', { name: /Restore night of/ }));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Keep it cancelled' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('schedules.uncancelNight')).toHaveLength(0);
  });
});

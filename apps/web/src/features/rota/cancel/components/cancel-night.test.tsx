import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Assignment, NIGHT_MESSAGES } from '@club/shared';
import { AppProviders } from '../../../../app/app-providers';
import { authStore } from '../../../../lib/auth-store';
import { createQueryClient } from '../../../../lib/query-client';
import { createFakeApi } from '../../../../test/fake-api';
import { branding, potluckNight } from '../../../../test/fixtures';
import { adminUser, makeSignIn } from '../../../../test/session-fixtures';
import { CancelNightButton } from './cancel-night-button';

// Issue 19: an admin cancels a night with a reason and whom to tell, or restores it.
const night = potluckNight;
const cancelled: Assignment = { ...night, cancelled_at: '2027-04-01T10:00:00.000Z', cancel_reason: 'Hall flooded' };

/** The button as a night's phone card shows it to an admin. */
function renderButton(shown: Assignment) {
  const api = createFakeApi({
    'settings.branding': () => branding,
    'schedules.cancelNight': () => ({ assignment: cancelled, emails: 2, members: 2, batch_id: null }),
    'schedules.uncancelNight': () => ({ assignment: night, emails: 0, members: 0, batch_id: null }),
  });
  render(
    <AppProviders apiClient={api.client} queryClient={createQueryClient()}>
      <CancelNightButton night={shown} fullWidth />
    </AppProviders>,
  );
  return api;
}

beforeEach(() => authStore.signIn(makeSignIn(adminUser)));

describe('cancelling a night', () => {
  it('asks for a reason before anything is sent, then sends it with whom to tell', async () => {
    const api = renderButton(night);
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
    const api = renderButton(cancelled);
    fireEvent.click(screen.getByRole('button', { name: /Restore night of/ }));
    await screen.findByRole('dialog');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'The squareheads of that night' }).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Nobody' }));
    fireEvent.click(screen.getByRole('button', { name: 'Restore the night' }));
    await waitFor(() => expect(api.callsTo('schedules.uncancelNight')).toHaveLength(1));
    expect(api.callsTo('schedules.uncancelNight')[0]!.input).toEqual({ id: 9, data: { notify: 'nobody' } });
  });

  it('keeps the night cancelled when the admin changes their mind', async () => {
    const api = renderButton(cancelled);
    fireEvent.click(screen.getByRole('button', { name: /Restore night of/ }));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Keep it cancelled' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('schedules.uncancelNight')).toHaveLength(0);
  });

  // Issue 29 point 7: a German admin's phone card names the button with its visible words first (axe's
  // label-content-name-mismatch), as "Edit" and "Bearbeiten" are.
  it('names the German button after its visible text', async () => {
    authStore.signIn(makeSignIn({ ...adminUser, locale: 'de' }));
    renderButton(night);
    const button = await screen.findByRole('button', { name: /^Abend absagen \(.+\)$/ });
    expect(button.textContent).toBe('Abend absagen');
  });
});

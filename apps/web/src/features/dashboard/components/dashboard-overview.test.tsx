import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '../../../lib/auth-store';
import { ApiFailure, createFakeApi, type FakeHandlers } from '../../../test/fake-api';
import { branding, memberSummary, publicSettings, status } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { makeSignIn, memberUser } from '../../../test/session-fixtures';
import { formatTimestamp } from '../utils/format-timestamp';

const handlers: FakeHandlers = {
  'settings.branding': () => branding,
  'settings.public': () => publicSettings,
  'status.get': () => status,
  'users.summary': () => memberSummary,
};

beforeEach(() => authStore.signIn(makeSignIn(memberUser)));

describe('dashboard', () => {
  it('shows member counts, database, club information and system status', async () => {
    renderApp(createFakeApi(handlers), '/dashboard');
    expect((await screen.findByTestId('member-count')).textContent).toBe('42');
    expect(screen.getByText('3 administrators')).toBeTruthy();
    expect(screen.getByTestId('db-status').textContent).toBe('Connected');
    expect(screen.getByTestId('env-badge').textContent).toBe('PREVIEW');

    const club = screen.getByRole('heading', { name: 'Club Information' }).closest('div.mantine-Card-root');
    if (!(club instanceof HTMLElement)) throw new Error('club card missing');
    expect(within(club).getByText('Rhythm Rounders')).toBeTruthy();
    expect(within(club).getByText('Squares every Wednesday')).toBeTruthy();
    expect(within(club).getByText('12 Promenade Way, San Jose, CA')).toBeTruthy();
    expect(within(club).getByText('Wednesday')).toBeTruthy();

    const system = screen.getByRole('heading', { name: 'System Status' }).closest('div.mantine-Card-root');
    if (!(system instanceof HTMLElement)) throw new Error('system card missing');
    expect(within(system).getByText('0.1.0')).toBeTruthy();
    expect(within(system).getByText('operational')).toBeTruthy();
    expect(within(system).getByText(formatTimestamp(status.timestamp))).toBeTruthy();
  });

  it("shows a 'Connection Error' panel when a call fails, and retries on request", async () => {
    let isDown = true;
    const api = createFakeApi({
      ...handlers,
      'status.get': () => {
        if (isDown) throw new ApiFailure(500, 'Something went wrong on the server. Please try again.');
        return status;
      },
    });
    renderApp(api, '/dashboard');
    expect(await screen.findByText('Connection Error')).toBeTruthy();
    expect(screen.getByText(/Something went wrong on the server/)).toBeTruthy();
    // SPEC §7: the first failure plus 2 retries.
    expect(api.callsTo('status.get')).toHaveLength(3);

    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('env-badge')).toBeTruthy();
    expect(screen.queryByText('Connection Error')).toBeNull();
  });
});

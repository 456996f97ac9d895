import { act, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { AUTH_HYDRATION_INTERVAL_MS, AUTH_HYDRATION_TRIES } from '@club/shared';
import { authStore } from '../../../lib/auth-store';
import { createFakeApi } from '../../../test/fake-api';
import { branding } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { markExplicitLogout } from '../../../lib/explicit-logout';

afterEach(() => {
  vi.useRealTimers();
});

// Its own file: the auth store singleton is unhydrated only until the first test reads or clears it.
it("shows 'Checking authentication...' while stored auth loads, for up to 50 tries of 100 ms", async () => {
  expect(authStore.getState().isHydrated).toBe(false);
  markExplicitLogout();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const { history } = renderApp(createFakeApi({ 'settings.branding': () => branding }), '/members');
  expect(screen.getByText('Checking authentication...')).toBeTruthy();

  await act(() => vi.advanceTimersByTime(AUTH_HYDRATION_TRIES * AUTH_HYDRATION_INTERVAL_MS - 1));
  expect(screen.getByText('Checking authentication...')).toBeTruthy();

  await act(() => vi.advanceTimersByTime(1));
  vi.useRealTimers();
  await screen.findByRole('button', { name: 'Send Login Link' });
  expect(history.location.state).toMatchObject({ from: { pathname: '/members' } });
});

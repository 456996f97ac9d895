import { screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { authStore } from '../../../lib/auth-store';
import { createFakeApi } from '../../../test/fake-api';
import { branding, memberSummary, publicSettings, status } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { adminUser, makeSignIn } from '../../../test/session-fixtures';

// Its own file: the automatic development sign-in happens once per page load (module state).
it('signs in the development admin once on localhost when there is no session', async () => {
  authStore.clear();
  const api = createFakeApi({
    'settings.branding': () => branding,
    'settings.public': () => publicSettings,
    'status.get': () => status,
    'users.summary': () => memberSummary,
    'auth.devLogin': () => makeSignIn(adminUser),
  });
  const { history } = renderApp(api, '/dashboard');
  expect(await screen.findByText('Checking authentication...')).toBeTruthy();
  expect(await screen.findByText('Welcome back, Ada')).toBeTruthy();
  expect(history.location.pathname).toBe('/dashboard');
  await waitFor(() => expect(api.callsTo('users.summary')).toHaveLength(1));
  expect(api.callsTo('auth.devLogin')).toHaveLength(1);
});

import { StrictMode } from 'react';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@club/shared';
import { authStore } from '../lib/auth-store';
import { markExplicitLogout } from '../lib/explicit-logout';
import { createQueryClient } from '../lib/query-client';
import { RouterProvider } from '../lib/router/router-provider';
import { createFakeApi } from '../test/fake-api';
import { branding, memberSummary, publicSettings, status } from '../test/fixtures';
import { openHistoryAt } from '../test/open-history';
import { makeSignIn, memberUser } from '../test/session-fixtures';
import { AppProviders } from './app-providers';
import { BootScreen } from './boot-screen';
import { appRoutes } from './routes';

const api = createFakeApi({
  'settings.branding': () => branding,
  'settings.public': () => publicSettings,
  'status.get': () => status,
  'users.summary': () => memberSummary,
});

/** The real route table, lazy pages and all (the other tests get it with every chunk loaded already). */
function renderLazyApp(path: string) {
  const history = openHistoryAt(path);
  render(
    <StrictMode>
      <AppProviders apiClient={api.client} queryClient={createQueryClient()}>
        <RouterProvider history={history} routes={appRoutes} fallback={<BootScreen />} />
      </AppProviders>
    </StrictMode>,
  );
}

beforeEach(() => {
  authStore.clear();
  markExplicitLogout();
});

// Issue 18: each page is fetched when its route is first matched; until then the page's own loading indicator shows.
describe('lazy routes', () => {
  it('shows the loading indicator, then the sign-in page', async () => {
    renderLazyApp('/login');
    expect(screen.getByRole('status').textContent).toContain(MESSAGES.appLoading);
    expect(await screen.findByRole('button', { name: 'Send Login Link' })).toBeTruthy();
    expect(screen.queryByText(MESSAGES.appLoading)).toBeNull();
  });

  it('loads the shell and the page together for a signed-in member', async () => {
    authStore.signIn(makeSignIn(memberUser));
    renderLazyApp('/dashboard');
    expect(screen.getByRole('status').textContent).toContain(MESSAGES.appLoading);
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
  });
});

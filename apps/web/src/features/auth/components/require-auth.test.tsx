import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@club/shared';
import { authStore } from '../../../lib/auth-store';
import { ApiFailure, createFakeApi, type FakeHandlers } from '../../../test/fake-api';
import { branding, memberSummary, publicSettings, status } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { adminUser, makeSignIn, memberUser } from '../../../test/session-fixtures';
import { hasLoggedOutExplicitly, markExplicitLogout } from '../../../lib/explicit-logout';

const appHandlers: FakeHandlers = {
  'settings.branding': () => branding,
  'settings.public': () => publicSettings,
  'status.get': () => status,
  'users.summary': () => memberSummary,
  'auth.logout': () => ({}),
};

beforeEach(() => {
  authStore.clear();
  // These tests are about real sessions; the localhost development sign-in has its own tests.
  markExplicitLogout();
});

describe('protected routes', () => {
  it('sends a signed-out visitor to /login, remembering the page', async () => {
    const api = createFakeApi(appHandlers);
    const { history } = renderApp(api, '/members?status=loa');
    await screen.findByRole('button', { name: 'Send Login Link' });
    expect(history.location.pathname).toBe('/login');
    expect(history.location.state).toMatchObject({ from: { pathname: '/members', search: '?status=loa' } });
    expect(api.callsTo('auth.devLogin')).toHaveLength(0);
  });

  it('opens the dashboard from the root', async () => {
    authStore.signIn(makeSignIn(memberUser));
    const { history } = renderApp(createFakeApi(appHandlers), '/');
    await waitFor(() => expect(history.location.pathname).toBe('/dashboard'));
  });

  it("shows a signed-in member the page with the shell's sidebar, header and breadcrumb", async () => {
    authStore.signIn(makeSignIn(memberUser));
    renderApp(createFakeApi(appHandlers), '/next-schedule');
    expect(await screen.findByRole('heading', { name: 'Next Squarehead Schedule' })).toBeTruthy();
    expect(screen.getByText('Create and edit upcoming assignments')).toBeTruthy();
    expect(screen.getByText('Welcome back, José')).toBeTruthy();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toBeTruthy();
    expect(within(breadcrumb).getByText('Next Schedule')).toBeTruthy();
    const sidebar = screen.getByRole('navigation', { name: 'Sidebar' });
    const labels = within(within(sidebar).getByRole('navigation', { name: 'Main navigation' }))
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual([
      'Dashboard',
      'Members',
      'Map',
      'Current Schedule',
      'Next Schedule',
      'My duties',
      'My details',
    ]);
    expect(within(sidebar).getByRole('link', { name: 'Next Schedule' }).getAttribute('aria-current')).toBe('page');
    expect(within(sidebar).getByText('jose.member@example.org')).toBeTruthy();
    // Issue 26: the member's own name, in the sidebar and in the header, opens My details.
    expect(
      within(sidebar)
        .getByRole('link', { name: /José Member/ })
        .getAttribute('href'),
    ).toBe('/me');
    expect(screen.getByRole('link', { name: 'Welcome back, José: My details' }).getAttribute('href')).toBe('/me');
    expect(within(sidebar).queryByText('Admin')).toBeNull();
    expect(await within(sidebar).findByText('Rhythm Rounders')).toBeTruthy();
  });

  it("shows a member 'Access Denied' on the admin page", async () => {
    authStore.signIn(makeSignIn(memberUser));
    renderApp(createFakeApi(appHandlers), '/admin');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Admin Settings' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
  });

  it('shows an admin the admin page, the Admin entry and the Admin badge', async () => {
    authStore.signIn(makeSignIn(adminUser));
    renderApp(createFakeApi(appHandlers), '/admin');
    expect(await screen.findByRole('heading', { name: 'Admin Settings' })).toBeTruthy();
    const sidebar = screen.getByRole('navigation', { name: 'Sidebar' });
    expect(within(sidebar).getByRole('link', { name: 'Admin' })).toBeTruthy();
    expect(within(sidebar).getByText('Admin', { selector: '.mantine-Badge-label' })).toBeTruthy();
  });

  it('signs in with a token on a protected URL and then drops it from the URL', async () => {
    const session = makeSignIn(adminUser);
    const api = createFakeApi({ ...appHandlers, 'auth.validateToken': () => session });
    const { history } = renderApp(api, '/map?token=link-token-10&zoom=12');
    expect(await screen.findByText('Processing login token...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Member Locations Map' })).toBeTruthy();
    expect(history.location.pathname).toBe('/map');
    expect(history.location.search).toBe('?zoom=12');
    expect(api.callsTo('auth.validateToken')).toHaveLength(1);
    expect(authStore.getState().token).toBe(session.token);
  });

  it('sends a refused token to /login, remembering the page without the token', async () => {
    const api = createFakeApi({
      ...appHandlers,
      'auth.validateToken': () => {
        throw new ApiFailure(401, MESSAGES.loginLinkInvalid);
      },
    });
    const { history } = renderApp(api, '/members?token=link-token-11');
    await screen.findByRole('button', { name: 'Send Login Link' });
    expect(history.location.state).toMatchObject({ from: { pathname: '/members', search: '' } });
    expect(await screen.findByText(MESSAGES.loginLinkInvalid)).toBeTruthy();
  });

  // Issue 17: an old link to a page, opened where the member is still signed in, opens that page.
  it('opens the linked page for a member still signed in when its token was already used', async () => {
    const held = makeSignIn(memberUser);
    authStore.signIn(held);
    const api = createFakeApi({
      ...appHandlers,
      'auth.validateToken': () => {
        throw new ApiFailure(401, MESSAGES.loginLinkInvalid);
      },
      'auth.me': () => memberUser,
    });
    const { history } = renderApp(api, '/map?token=used-link-token&zoom=12');
    expect(await screen.findByRole('heading', { name: 'Member Locations Map' })).toBeTruthy();
    expect(history.location.search).toBe('?zoom=12');
    expect(await screen.findByText(MESSAGES.loginLinkUsedStillSignedIn('José Member'))).toBeTruthy();
    expect(screen.queryByText('Login Failed')).toBeNull();
    expect(authStore.getState().token).toBe(held.token);
  });

  it('clears the session on a 401 and returns to /login remembering the page', async () => {
    authStore.signIn(makeSignIn(memberUser));
    const api = createFakeApi({
      ...appHandlers,
      'users.summary': () => {
        throw new ApiFailure(401, MESSAGES.invalidToken);
      },
    });
    const { history } = renderApp(api, '/dashboard');
    await screen.findByRole('button', { name: 'Send Login Link' });
    expect(authStore.getState().isAuthenticated).toBe(false);
    expect(history.location.state).toMatchObject({ from: { pathname: '/dashboard' } });
    // SPEC §7: no retry on a 401.
    expect(api.callsTo('users.summary')).toHaveLength(1);
  });

  it('logs out: ends the server session, clears auth, remembers the logout and opens /login', async () => {
    const session = makeSignIn(memberUser);
    authStore.signIn(session);
    window.sessionStorage.clear();
    const api = createFakeApi(appHandlers);
    const { history } = renderApp(api, '/members');
    const sidebar = await screen.findByRole('navigation', { name: 'Sidebar' });
    fireEvent.click(within(sidebar).getByRole('button', { name: 'Logout' }));

    await screen.findByRole('button', { name: 'Send Login Link' });
    expect(history.location.pathname).toBe('/login');
    expect(api.callsTo('auth.logout')[0]?.authorization).toBe(`Bearer ${session.token}`);
    expect(authStore.getState().isAuthenticated).toBe(false);
    expect(hasLoggedOutExplicitly()).toBe(true);
    expect(api.callsTo('auth.devLogin')).toHaveLength(0);
  });

  it('remembers whether the desktop sidebar is open', async () => {
    authStore.signIn(makeSignIn(memberUser));
    renderApp(createFakeApi(appHandlers), '/members');
    fireEvent.click(await screen.findByRole('button', { name: 'Hide sidebar' }));
    expect(await screen.findByRole('button', { name: 'Show sidebar' })).toBeTruthy();
    expect(window.localStorage.getItem('club-manager.sidebar-open')).toBe('false');
  });

  it("opens the mobile 'Navigation' drawer", async () => {
    authStore.signIn(makeSignIn(memberUser));
    renderApp(createFakeApi(appHandlers), '/members');
    fireEvent.click(await screen.findByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    fireEvent.click(within(drawer).getByRole('link', { name: 'Map' }));
    expect(await screen.findByRole('heading', { name: 'Member Locations Map' })).toBeTruthy();
  });

  it("shows 'Page Not Found' with a way back for unknown paths", async () => {
    renderApp(createFakeApi(appHandlers), '/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });
});

describe('development shortcuts on localhost', () => {
  it('signs in the development admin for ?dev_auth=admin and drops the flag', async () => {
    authStore.signIn(makeSignIn(memberUser));
    const session = makeSignIn(adminUser);
    const api = createFakeApi({ ...appHandlers, 'auth.devLogin': () => session });
    const { history } = renderApp(api, '/members?dev_auth=admin');
    await waitFor(() => expect(history.location.search).toBe(''));
    expect(await screen.findByRole('heading', { name: 'Members' })).toBeTruthy();
    expect(api.callsTo('auth.devLogin')).toHaveLength(1);
    expect(authStore.getState().user).toEqual(adminUser);
  });

  it('silently keeps the current state when the server refuses ?dev_auth=admin', async () => {
    const api = createFakeApi({
      ...appHandlers,
      'auth.devLogin': () => {
        throw new ApiFailure(403, MESSAGES.devLoginRefused);
      },
    });
    const { history } = renderApp(api, '/members?dev_auth=admin');
    await screen.findByRole('button', { name: 'Send Login Link' });
    expect(history.location.state).toMatchObject({ from: { pathname: '/members', search: '' } });
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@club/shared';
import { authStore } from '../../../lib/auth-store';
import { ApiFailure, createFakeApi, type FakeHandlers, offContract } from '../../../test/fake-api';
import { branding, memberSummary, publicSettings, status } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { adminUser, makeSignIn, memberUser } from '../../../test/session-fixtures';

const appHandlers: FakeHandlers = {
  'settings.branding': () => branding,
  'settings.public': () => publicSettings,
  'status.get': () => status,
  'users.summary': () => memberSummary,
};

beforeEach(() => authStore.clear());

describe('login page without a token', () => {
  it('shows the club e-mail form with the button disabled until an address is typed', async () => {
    renderApp(createFakeApi(appHandlers), '/login');
    expect(await screen.findByRole('heading', { name: 'Rhythm Rounders Login' })).toBeTruthy();
    expect(screen.getByText("Enter your email address and we'll send you a secure login link.")).toBeTruthy();
    const input = screen.getByLabelText<HTMLInputElement>(/Email address/);
    expect(input.type).toBe('email');
    expect(input.required).toBe(true);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Send Login Link' });
    expect(button.disabled).toBe(true);
    fireEvent.change(input, { target: { value: '   ' } });
    expect(button.disabled).toBe(true);
    fireEvent.change(input, { target: { value: 'ann@example.org' } });
    expect(button.disabled).toBe(false);
  });

  it('sends the link, confirms the address and offers to send another', async () => {
    const api = createFakeApi({
      ...appHandlers,
      'auth.sendLoginLink': () => ({
        development_only: { token: 'abc', login_url: 'http://localhost:8000/login?token=abc' },
      }),
    });
    renderApp(api, '/login');
    fireEvent.change(await screen.findByLabelText(/Email address/), { target: { value: ' ann@example.org ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Login Link' }));

    expect(await screen.findByRole('heading', { name: 'Login Link Sent!' })).toBeTruthy();
    expect(screen.getByText('ann@example.org')).toBeTruthy();
    expect(api.callsTo('auth.sendLoginLink').map((call) => call.input)).toEqual([{ email: 'ann@example.org' }]);
    const devLink = screen.getByRole<HTMLAnchorElement>('link', { name: 'Development sign-in link' });
    expect(devLink.href).toBe('http://localhost:8000/login?token=abc');

    fireEvent.click(screen.getByRole('button', { name: 'Send Another Link' }));
    expect(await screen.findByRole('button', { name: 'Send Login Link' })).toBeTruthy();
  });

  it('shows no development link when the server sends none', async () => {
    renderApp(createFakeApi({ ...appHandlers, 'auth.sendLoginLink': () => ({}) }), '/login');
    fireEvent.change(await screen.findByLabelText(/Email address/), { target: { value: 'ann@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Login Link' }));
    await screen.findByRole('heading', { name: 'Login Link Sent!' });
    expect(screen.queryByRole('link', { name: 'Development sign-in link' })).toBeNull();
  });

  it("shows the server's message under 'Login Link Error' when sending fails", async () => {
    const api = createFakeApi({
      ...appHandlers,
      'auth.sendLoginLink': () => {
        throw new ApiFailure(429, MESSAGES.tooManyLinkRequests);
      },
    });
    renderApp(api, '/login');
    fireEvent.change(await screen.findByLabelText(/Email address/), { target: { value: 'ann@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Login Link' }));

    expect(await screen.findByRole('heading', { name: 'Login Link Error' })).toBeTruthy();
    expect(screen.getByText(`Failed to send login link: ${MESSAGES.tooManyLinkRequests}`)).toBeTruthy();
    // A 4xx is not retried: the same request would be refused again.
    expect(api.callsTo('auth.sendLoginLink')).toHaveLength(1);
  });

  it('sends an already signed-in user to the dashboard', async () => {
    authStore.signIn(makeSignIn(memberUser));
    const { history } = renderApp(createFakeApi(appHandlers), '/login');
    await waitFor(() => expect(history.location.pathname).toBe('/dashboard'));
  });
});

describe('login page with a token', () => {
  it('validates the token once, stores the session and opens the dashboard', async () => {
    const session = makeSignIn(memberUser);
    const api = createFakeApi({ ...appHandlers, 'auth.validateToken': () => session });
    const { history } = renderApp(api, '/login?token=link-token-1');

    expect(await screen.findByText('Logging you in...')).toBeTruthy();
    await waitFor(() => expect(history.location.pathname).toBe('/dashboard'));
    expect(history.location.search).toBe('');
    expect(api.callsTo('auth.validateToken').map((call) => call.input)).toEqual([{ token: 'link-token-1' }]);
    expect(authStore.getState()).toMatchObject({ isAuthenticated: true, token: session.token, user: memberUser });
    expect(await screen.findByText('Welcome back, José')).toBeTruthy();
  });

  it('returns to the remembered origin', async () => {
    const api = createFakeApi({ ...appHandlers, 'auth.validateToken': () => makeSignIn(memberUser) });
    const { history } = renderApp(api, {
      pathname: '/login',
      search: '?token=link-token-2',
      state: { from: { pathname: '/members', search: '', hash: '' } },
    });
    await waitFor(() => expect(history.location.pathname).toBe('/members'));
  });

  it('replaces an existing session with the one of a link that works, validating it without the old session', async () => {
    authStore.signIn(makeSignIn(adminUser));
    const session = makeSignIn(memberUser);
    const api = createFakeApi({ ...appHandlers, 'auth.validateToken': () => session });
    const { history } = renderApp(api, '/login?token=link-token-3');
    await waitFor(() => expect(history.location.pathname).toBe('/dashboard'));
    expect(api.callsTo('auth.validateToken')[0]?.authorization).toBeNull();
    expect(authStore.getState()).toMatchObject({ token: session.token, user: memberUser });
  });

  // Issue 17: the same e-mailed link opened again signed the member out and showed 'Login Failed'.
  it('keeps a session that still works when the link was already used: the dashboard, with a quiet note', async () => {
    const held = makeSignIn(memberUser);
    authStore.signIn(held);
    const api = createFakeApi({
      ...appHandlers,
      'auth.validateToken': () => {
        throw new ApiFailure(401, MESSAGES.loginLinkInvalid);
      },
      'auth.me': () => memberUser,
    });
    const { history } = renderApp(api, '/login?token=used-link-token');
    await waitFor(() => expect(history.location.pathname).toBe('/dashboard'));
    expect(history.location.search).toBe('');
    expect(await screen.findByText(MESSAGES.loginLinkUsedStillSignedIn('José Member'))).toBeTruthy();
    expect(screen.queryByText('Login Failed')).toBeNull();
    expect(authStore.getState()).toMatchObject({ isAuthenticated: true, token: held.token });
    // The link went out without the session, and the session was then checked with the server.
    expect(api.callsTo('auth.validateToken')[0]?.authorization).toBeNull();
    expect(api.callsTo('auth.me')[0]?.authorization).toBe(`Bearer ${held.token}`);
  });

  it('shows Login Failed for a used link when the server no longer accepts the held session, and ends it', async () => {
    authStore.signIn(makeSignIn(adminUser));
    const api = createFakeApi({
      ...appHandlers,
      'auth.validateToken': () => {
        throw new ApiFailure(401, MESSAGES.loginLinkInvalid);
      },
      'auth.me': () => {
        throw new ApiFailure(401, MESSAGES.invalidToken);
      },
    });
    renderApp(api, '/login?token=link-token-3b');
    expect(await screen.findByRole('heading', { name: 'Login Failed' })).toBeTruthy();
    expect(authStore.getState().isAuthenticated).toBe(false);
  });

  it('explains a refused link and offers a new one', async () => {
    const api = createFakeApi({
      ...appHandlers,
      'auth.validateToken': () => {
        throw new ApiFailure(401, MESSAGES.loginLinkInvalid);
      },
    });
    const { history } = renderApp(api, '/login?token=link-token-4');

    expect(await screen.findByRole('heading', { name: 'Login Failed' })).toBeTruthy();
    expect(screen.getByText('The login link is invalid or has expired.')).toBeTruthy();
    expect(screen.getByText('Please request a new login link below.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Request New Login Link' }));

    await waitFor(() => expect(history.location.search).toBe(''));
    expect(history.location.pathname).toBe('/login');
    expect(await screen.findByRole('button', { name: 'Send Login Link' })).toBeTruthy();
    expect(api.callsTo('auth.validateToken')).toHaveLength(1);
  });

  it('treats an answer without token or user as a failure', async () => {
    const api = createFakeApi({ ...appHandlers, 'auth.validateToken': () => offContract({ token: 'only-a-token' }) });
    renderApp(api, '/login?token=link-token-5');
    expect(await screen.findByRole('heading', { name: 'Login Failed' })).toBeTruthy();
    expect(screen.getByText(MESSAGES.invalidResponseStructure)).toBeTruthy();
    expect(authStore.getState().isAuthenticated).toBe(false);
  });
});

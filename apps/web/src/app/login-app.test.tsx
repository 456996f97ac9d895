import { StrictMode } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@club/shared';
import { createApiCaller } from '../lib/api-call';
import { createApiFetch } from '../lib/api-fetch';
import { authStore } from '../lib/auth-store';
import { ApiFailure, createFakeApi, type FakeHandlers } from '../test/fake-api';
import { branding } from '../test/fixtures';
import { makeSignIn, memberUser } from '../test/session-fixtures';
import { LoginApp } from './login-app';

// Issue 18: a first visit to /login runs the login screen without the app, calling the server with plain fetch in
// tRPC's wire format. The same fake server as the app's tests answers it.
function renderLoginApp(handlers: FakeHandlers, address: string) {
  window.history.replaceState(null, '', address);
  const api = createFakeApi({ 'settings.branding': () => branding, ...handlers });
  const fetchApi = createApiFetch({
    getToken: () => authStore.getState().token,
    onUnauthorized: () => authStore.clear(),
    fetchImpl: api.fetchImpl,
  });
  const startApp = vi.fn<(note?: string) => void>();
  render(
    <StrictMode>
      <LoginApp caller={createApiCaller(fetchApi, '/api/trpc')} startApp={startApp} />
    </StrictMode>,
  );
  return { api, startApp };
}

// The server writes <base href="{BASE_PATH}/"> into index.html; the page's addresses are read against it.
const base = document.createElement('base');
base.href = '/';
beforeEach(() => {
  document.head.append(base);
  authStore.clear();
});
afterEach(() => {
  base.remove();
  window.history.replaceState(null, '', '/');
});

describe('the sign-in page on its own', () => {
  it("shows the club's name and sends a login link", async () => {
    const { api, startApp } = renderLoginApp({ 'auth.sendLoginLink': () => ({}) }, '/login');
    expect(await screen.findByRole('heading', { name: 'Rhythm Rounders Login' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Email address/), { target: { value: ' ann@example.org ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Login Link' }));

    expect(await screen.findByRole('heading', { name: 'Login Link Sent!' })).toBeTruthy();
    expect(api.callsTo('auth.sendLoginLink').map((call) => call.input)).toEqual([{ email: 'ann@example.org' }]);
    expect(startApp).not.toHaveBeenCalled();
  });

  it("shows the server's message when sending is refused, without retrying a 4xx", async () => {
    const { api } = renderLoginApp(
      {
        'auth.sendLoginLink': () => {
          throw new ApiFailure(429, MESSAGES.tooManyLinkRequests);
        },
      },
      '/login',
    );
    fireEvent.change(await screen.findByLabelText(/Email address/), { target: { value: 'ann@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Login Link' }));
    expect(await screen.findByText(`${MESSAGES.sendLinkFailed}${MESSAGES.tooManyLinkRequests}`)).toBeTruthy();
    expect(api.callsTo('auth.sendLoginLink')).toHaveLength(1);
  });

  it('validates a link without the stored session, stores the session and opens the remembered page in the app', async () => {
    const session = makeSignIn(memberUser);
    const { api, startApp } = renderLoginApp({ 'auth.validateToken': () => session }, '/login?token=link-1');

    await waitFor(() => expect(startApp).toHaveBeenCalledWith(undefined));
    expect(api.callsTo('auth.validateToken')).toEqual([
      { path: 'auth.validateToken', input: { token: 'link-1' }, authorization: null },
    ]);
    expect(authStore.getState()).toMatchObject({ isAuthenticated: true, token: session.token });
    expect(window.location.pathname + window.location.search).toBe('/dashboard');
  });

  it('shows Login Failed for a refused link and goes back to the e-mail form', async () => {
    const { startApp } = renderLoginApp(
      {
        'auth.validateToken': () => {
          throw new ApiFailure(401, MESSAGES.invalidToken);
        },
      },
      '/login?token=used',
    );
    expect(await screen.findByRole('heading', { name: 'Login Failed' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Request New Login Link' }));
    expect(await screen.findByRole('button', { name: 'Send Login Link' })).toBeTruthy();
    expect(window.location.search).toBe('');
    expect(startApp).not.toHaveBeenCalled();
  });

  it('leaves at once for the app when a session is already stored', async () => {
    authStore.signIn(makeSignIn(memberUser));
    const { startApp } = renderLoginApp({}, '/login');
    await waitFor(() => expect(startApp).toHaveBeenCalled());
    expect(window.location.pathname).toBe('/dashboard');
  });
});

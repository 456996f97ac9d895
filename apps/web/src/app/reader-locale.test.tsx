import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authStore } from '../lib/auth-store';
import { createFakeApi } from '../test/fake-api';
import { branding, publicSettings } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { makeSignIn, memberUser } from '../test/session-fixtures';

// Issue 29: the page's language follows the signed-in member's own, else their club's.
describe('the reader’s language', () => {
  it('is the member’s own choice', async () => {
    authStore.signIn(makeSignIn(memberUser));
    const api = createFakeApi({
      'settings.branding': () => branding,
      'settings.public': () => publicSettings,
      'auth.me': () => ({ ...memberUser, locale: 'de' }),
    });
    renderApp(api, '/map');
    expect(await screen.findByText('Welcome back, José')).toBeTruthy();
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
  });

  it('is the club’s for a member who chose none', async () => {
    document.documentElement.lang = 'en';
    authStore.signIn(makeSignIn(memberUser));
    const api = createFakeApi({
      'settings.branding': () => branding,
      'settings.public': () => ({ ...publicSettings, club_locale: 'de' }),
      'auth.me': () => ({ ...memberUser, locale: null }),
    });
    renderApp(api, '/map');
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
  });
});

import { screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { MESSAGES } from '@club/shared';
import { authStore } from '../../../lib/auth-store';
import { ApiFailure, createFakeApi } from '../../../test/fake-api';
import { branding } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

// Its own file: the automatic development sign-in happens once per page load (module state).
it('falls through to /login without a word when the server refuses the development sign-in', async () => {
  authStore.clear();
  const warn = vi.spyOn(console, 'warn');
  const api = createFakeApi({
    'settings.branding': () => branding,
    'auth.devLogin': () => {
      throw new ApiFailure(403, MESSAGES.devLoginRefused);
    },
  });
  const { history } = renderApp(api, '/members');
  await screen.findByRole('button', { name: 'Send Login Link' });
  expect(history.location.state).toMatchObject({ from: { pathname: '/members' } });
  expect(api.callsTo('auth.devLogin')).toHaveLength(1);
  expect(warn).not.toHaveBeenCalled();
});

import { fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store';
import { createFakeApi } from '../../../test/fake-api';
import { branding } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

afterEach(() => vi.restoreAllMocks());

// Issue 29: a visitor whose browser asks for German reads the sign-in page in German, before anyone is signed in.
it('asks a German visitor for their address in German and confirms the link in German', async () => {
  authStore.clear();
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-AT', 'en']);
  const api = createFakeApi({ 'settings.branding': () => branding, 'auth.sendLoginLink': () => ({}) });
  renderApp(api, '/login');
  expect(await screen.findByRole('heading', { name: 'Anmeldung bei Rhythm Rounders' })).toBeTruthy();
  fireEvent.change(screen.getByLabelText(/E-Mail-Adresse/), { target: { value: 'anna@example.org' } });
  fireEvent.click(screen.getByRole('button', { name: 'Anmeldelink senden' }));
  expect(await screen.findByRole('heading', { name: 'Anmeldelink gesendet!' })).toBeTruthy();
  expect(screen.getByText(/Der Link funktioniert ein einziges Mal und ist 15 Minuten gültig\./)).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Weiteren Link senden' })).toBeTruthy();
});

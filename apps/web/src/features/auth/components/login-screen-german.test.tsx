import { fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { commonMessages } from '@club/shared/plain';
import { authStore } from '../../../lib/auth-store';
import { ApiFailure, createFakeApi } from '../../../test/fake-api';
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

it('says in German that a link was refused, and why a link could not be sent', async () => {
  authStore.clear();
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
  const refused = createFakeApi({
    'settings.branding': () => branding,
    'auth.validateToken': () => {
      throw new ApiFailure(401, commonMessages('de').loginLinkInvalid);
    },
  });
  const { unmount } = renderApp(refused, '/login?token=used-link');
  expect(await screen.findByRole('heading', { name: 'Anmeldung fehlgeschlagen' })).toBeTruthy();
  expect(screen.getByText('Der Anmeldelink ist ungültig oder abgelaufen.')).toBeTruthy();
  expect(screen.getByText('Bitte fordern Sie unten einen neuen Anmeldelink an.')).toBeTruthy();
  unmount();

  const failing = createFakeApi({
    'settings.branding': () => branding,
    'auth.sendLoginLink': () => {
      throw new ApiFailure(400, '');
    },
  });
  renderApp(failing, '/login');
  fireEvent.change(await screen.findByLabelText(/E-Mail-Adresse/), { target: { value: 'anna@example.org' } });
  fireEvent.click(screen.getByRole('button', { name: 'Anmeldelink senden' }));
  expect(await screen.findByRole('heading', { name: 'Anmeldelink nicht gesendet' })).toBeTruthy();
  expect(screen.getByText('Der Anmeldelink konnte nicht gesendet werden: Fehler 400')).toBeTruthy();
});

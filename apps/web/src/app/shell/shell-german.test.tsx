import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { authStore } from '../../lib/auth-store';
import { createFakeApi } from '../../test/fake-api';
import { branding, memberSummary, publicSettings, status } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { adminUser, makeSignIn } from '../../test/session-fixtures';

// Issue 29: a member who reads German finds the frame of every page, and the dashboard, in German.
it('frames the pages of a German-reading admin in German', async () => {
  const german = { ...adminUser, locale: 'de' as const };
  authStore.signIn(makeSignIn(german));
  const api = createFakeApi({
    'settings.branding': () => branding,
    'settings.public': () => publicSettings,
    'status.get': () => status,
    'users.summary': () => memberSummary,
    'auth.me': () => german,
  });
  renderApp(api, '/dashboard');
  expect(await screen.findByText('Willkommen zurück, Ada')).toBeTruthy();
  const sidebar = screen.getByRole('navigation', { name: 'Seitenleiste' });
  for (const entry of ['Übersicht', 'Mitglieder', 'Karte', 'Aktueller Dienstplan', 'Meine Dienste', 'Verwaltung'])
    expect(within(sidebar).getByRole('link', { name: entry })).toBeTruthy();
  expect(within(sidebar).getByRole('button', { name: 'Abmelden' })).toBeTruthy();
  expect(screen.getByRole('navigation', { name: 'Navigationspfad' })).toBeTruthy();
  expect(await screen.findByRole('heading', { name: 'Systemstatus' })).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Über den Club' })).toBeTruthy();
});

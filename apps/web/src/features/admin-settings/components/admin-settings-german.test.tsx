import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AdminSettings, SETTINGS_DEFAULTS } from '@club/shared';
import { paths } from '../../../config/paths';
import { authStore } from '../../../lib/auth-store';
import { ApiFailure, createFakeApi, type FakeHandlers } from '../../../test/fake-api';
import { branding } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { adminUser, makeSignIn } from '../../../test/session-fixtures';

// Issue 29: the Admin page's cards speak a German admin's language.
beforeAll(async () => {
  await import('./admin-settings-form');
});

const { smtp_password: _password, google_api_key: _key, ...defaults } = SETTINGS_DEFAULTS;
const { clock: _clock, ...brandingSettings } = branding;
const adminSettings: AdminSettings = {
  ...defaults,
  ...brandingSettings,
  smtp_host: 'smtp.example.org',
  smtp_password_set: true,
  google_api_key_set: false,
  smtp_url_set: false,
};

function setup(overrides: FakeHandlers, path: string) {
  const api = createFakeApi({
    'auth.me': () => ({ ...adminUser, locale: 'de' }),
    'settings.branding': () => branding,
    'settings.admin': () => adminSettings,
    'notify.failed': () => ({ messages: [] }),
    'maintenance.backups': () => ({ backups: [] }),
    'auth.apiTokens': () => ({ tokens: [] }),
    'maintenance.auditLog': () => ({ entries: [], total: 0, next_cursor: null }),
    ...overrides,
  });
  renderApp(api, path);
  return api;
}

const saveBar = () => screen.findByRole('group', { name: 'Einstellungen speichern' }, { timeout: 5000 });
const card = (title: string) => screen.getByRole('region', { name: title });

describe('the admin settings page in German', { timeout: 60_000 }, () => {
  beforeEach(() => authStore.signIn(makeSignIn(adminUser)));

  it('names the save bar, the theme and maps cards and the secret input in German', async () => {
    setup({}, paths.adminClub);
    const bar = await saveBar();
    expect(within(bar).getByText('Alles gespeichert')).toBeTruthy();
    expect(within(bar).getByRole('button', { name: 'Speichern' })).toBeTruthy();
    expect(within(bar).getByRole('button', { name: 'Verwerfen' })).toBeTruthy();
    const theme = card('Farbe und Logo');
    expect(within(theme).getByRole('button', { name: 'Logo hochladen' })).toBeTruthy();
    expect(within(theme).getByText(/auf 128×128 Pixel gebracht\.$/)).toBeTruthy();
    const maps = card('Karten');
    expect(
      within(maps)
        .getByLabelText(/^API-Schlüssel für Karten/)
        .getAttribute('placeholder'),
    ).toBe('Nicht gesetzt');
    expect(within(maps).getByLabelText('Adressen pro Durchgang')).toBeTruthy();
  });

  it('shows the time zone by its German name beside its id, and the regions in German', async () => {
    setup({ 'settings.admin': () => ({ ...adminSettings, system_timezone: 'Europe/Berlin' }) }, paths.adminMaintenance);
    await saveBar();
    const zone = within(card('System')).getByLabelText(/^Zeitzone/);
    expect((zone as HTMLInputElement).value).toBe('Europe/Berlin (Mitteleuropäische Zeit)');
    fireEvent.click(zone);
    expect(await screen.findByText('Europa')).toBeTruthy();
    // The German name finds a zone as its id does.
    fireEvent.change(zone, { target: { value: 'Ostküste' } });
    expect(await screen.findByText('Nordamerikanische Ostküstenzeit (America/New York)')).toBeTruthy();
  });

  it('tests the mail server and says the outcome in German', async () => {
    setup(
      {
        'email.testSmtp': () => {
          throw new ApiFailure(502, 'Keine Verbindung zum Mailserver smtp.example.org:587.');
        },
      },
      paths.adminEmail,
    );
    await saveBar();
    const smtp = card('Mailserver (SMTP)');
    expect(
      within(smtp)
        .getByLabelText(/^SMTP-Passwort/)
        .getAttribute('placeholder'),
    ).toBe('Gespeichert – zum Ersetzen eintippen');
    expect(within(smtp).getByRole('button', { name: 'Gespeicherten Wert entfernen: SMTP-Passwort' })).toBeTruthy();
    const testButton = within(smtp).getByRole('button', { name: 'SMTP testen' });
    fireEvent.click(testButton);
    expect(await within(smtp).findByText('Mailserver-Test fehlgeschlagen')).toBeTruthy();
    // The toast comes from the mutation's own error handler, a render after the badge.
    expect(
      await screen.findByText(
        'Der Test des Mailservers ist fehlgeschlagen. Keine Verbindung zum Mailserver smtp.example.org:587.',
      ),
    ).toBeTruthy();
  });

  it('says in German that the due reminders could not be sent', async () => {
    setup(
      {
        'email.sendReminders': () => {
          throw new ApiFailure(400, '');
        },
      },
      paths.adminEmail,
    );
    await saveBar();
    fireEvent.click(screen.getByRole('button', { name: 'Fällige Erinnerungen jetzt senden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fällige Erinnerungen jetzt senden' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Erinnerungen senden' }));
    expect(await screen.findByText('Die Erinnerungen konnten nicht gesendet werden: Fehler 400')).toBeTruthy();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type AdminSettings,
  EMAIL_MESSAGES,
  type FailedMail,
  SETTINGS_DEFAULTS,
  SETTINGS_MESSAGES,
} from '@club/shared';
import { paths } from '../../../config/paths';
import { authStore } from '../../../lib/auth-store';
import { ApiFailure, createFakeApi, type FakeHandlers } from '../../../test/fake-api';
import { branding } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { pickOption } from '../../../test/pick-option';
import { adminUser, makeSignIn } from '../../../test/session-fixtures';

// The form is a lazy chunk (issue 18); loading it once here keeps its first transform out of each test's wait.
beforeAll(async () => {
  await import('./admin-settings-form');
});
// Every section with settings ends in the save bar, which shows once the settings and the form have loaded.
const settingsShown = () => screen.findByRole('group', { name: 'Save settings' }, { timeout: 5000 });

const { smtp_password: _password, google_api_key: _key, ...defaults } = SETTINGS_DEFAULTS;
// The branding's clock is worked out from the settings (issue 26), not one of them.
const { clock: _clock, ...brandingSettings } = branding;
const adminSettings: AdminSettings = {
  ...defaults,
  ...brandingSettings,
  smtp_host: 'smtp.example.org',
  smtp_password_set: true,
  google_api_key_set: false,
  smtp_url_set: false,
};

/** Opens one section of the Admin page (decision 061): the Club section unless a test needs another. */
function setup(overrides: FakeHandlers = {}, path: string = paths.adminClub) {
  let saved = adminSettings;
  const api = createFakeApi({
    'settings.branding': () => branding,
    'settings.admin': () => saved,
    'settings.update': (input) => {
      // As PUT /settings: a secret sent as "" is kept, null removes it.
      const { smtp_password, google_api_key, ...rest } = input;
      saved = {
        ...saved,
        ...(rest as Partial<AdminSettings>),
        ...(smtp_password === undefined || smtp_password === '' ? {} : { smtp_password_set: smtp_password !== null }),
        ...(google_api_key === undefined || google_api_key === ''
          ? {}
          : { google_api_key_set: google_api_key !== null }),
      };
      return saved;
    },
    'notify.failed': () => ({ messages: [] }),
    'maintenance.backups': () => ({ backups: [] }),
    'auth.apiTokens': () => ({ tokens: [] }),
    'maintenance.auditLog': () => ({ entries: [], total: 0, next_cursor: null }),
    'users.list': () => ({ users: [], count: 0 }),
    'swaps.list': () => [],
    'schedules.fairness': () => ({ members: [], today: '2027-03-01' }),
    'users.assignable': () => ({ users: [], count: 0 }),
    'email.testReminders': (input) => ({
      reminders: [],
      reminder_days: [14, 7, 3, 1],
      test_date: input.test_date,
      total_reminders: 0,
    }),
    ...overrides,
  });
  renderApp(api, path);
  return api;
}

const saveBar = () => screen.getByRole('group', { name: 'Save settings' });
const saveButton = () => within(saveBar()).getByRole('button', { name: 'Save Settings' });
const resetButton = () => within(saveBar()).getByRole('button', { name: 'Reset Changes' });
const card = (title: string) => screen.getByRole('region', { name: title });
const change = (label: string | RegExp, value: string, within_: HTMLElement = document.body) =>
  fireEvent.change(within(within_).getByLabelText(label), { target: { value } });

// Measured (issue 25): on this page of ~2,300 elements each field change re-renders the whole controlled form in
// jsdom (150–250 ms; tens of ms in a browser, so not a cost members feel), and each query by label or role over the
// whole page takes ~350 ms. A test of several edits then needs 5–10 s alone and 15–20 s on a loaded CI machine,
// where the project's 20 s limit cut it off; the time goes to jsdom, not to a wait that could hang, so this file
// gets a minute per test.
describe('admin settings page', { timeout: 60_000 }, () => {
  beforeEach(() => authStore.signIn(makeSignIn(adminUser)));

  it('opens the Club section at /admin: the loading state, then its cards with nothing to save', async () => {
    setup({}, paths.admin);
    expect(await screen.findByText('Loading settings...')).toBeTruthy();
    expect(await settingsShown()).toBeTruthy();
    for (const title of ['Club Information', 'Theme & Appearance', 'Maps Integration'])
      expect(card(title)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'SMTP Email Configuration' })).toBeNull();
    const sections = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(within(sections).getByRole('link', { name: 'Club' }).getAttribute('aria-current')).toBe('page');
    expect(within(sections).getByRole('link', { name: 'Rota' }).hasAttribute('aria-current')).toBe(false);
    expect(saveButton().hasAttribute('disabled')).toBe(true);
    expect(resetButton().hasAttribute('disabled')).toBe(true);
    expect(screen.queryByText('Unsaved Changes')).toBeNull();
  });

  it('shows the error state when the settings cannot be loaded', async () => {
    setup({
      'settings.admin': () => {
        throw new ApiFailure(500, 'boom');
      },
    });
    expect(await screen.findByText('Error Loading Settings', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByText('Unable to load admin settings. Please refresh the page and try again.')).toBeTruthy();
  });

  it('becomes dirty on an edit and pristine again on a reset or when the edit is undone', async () => {
    setup();
    await settingsShown();
    change(/^Club Name/, 'Hoedown Heroes');
    expect(screen.getByText('Unsaved Changes')).toBeTruthy();
    expect(saveButton().hasAttribute('disabled')).toBe(false);
    fireEvent.click(resetButton());
    expect(screen.queryByText('Unsaved Changes')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>(/^Club Name/).value).toBe(branding.club_name);
    change(/^Club Name/, 'Hoedown Heroes');
    change(/^Club Name/, branding.club_name);
    expect(screen.queryByText('Unsaved Changes')).toBeNull();
  });

  it('shows each field message and the overall message, and saves nothing while a field is invalid', async () => {
    const api = setup();
    await settingsShown();
    change('Club Color', '#12345');
    change(/^Club Name/, '');
    fireEvent.click(saveButton());
    expect(await screen.findByText('Please fix the validation errors before saving')).toBeTruthy();
    expect(screen.getByText('Club color must be a valid hex color (e.g., #EA3323)')).toBeTruthy();
    expect(screen.getByText('Club name is required')).toBeTruthy();
    expect(api.callsTo('settings.update')).toHaveLength(0);
  });

  it('checks the fields of another section the same way', async () => {
    const api = setup({}, paths.adminEmail);
    await settingsShown();
    change('SMTP Port', '70000');
    fireEvent.click(saveButton());
    expect(await screen.findByText('SMTP port must be a number between 1 and 65535')).toBeTruthy();
    expect(api.callsTo('settings.update')).toHaveLength(0);
  });

  it('saves every field, a secret only when typed, and is pristine afterwards', async () => {
    const api = setup({}, paths.adminEmail);
    await settingsShown();
    change('SMTP Username', 'mailer');
    fireEvent.click(saveButton());
    expect(await screen.findByText('Settings saved successfully')).toBeTruthy();
    const [first] = api.callsTo('settings.update');
    expect(first?.input).toMatchObject({ club_name: branding.club_name, smtp_username: 'mailer', smtp_port: 587 });
    expect(first?.input).not.toHaveProperty('smtp_password');
    expect(first?.input).not.toHaveProperty('google_api_key');
    await waitFor(() => expect(screen.queryByText('Unsaved Changes')).toBeNull());

    change(/^SMTP password/, 'n3w-secret');
    fireEvent.click(saveButton());
    await waitFor(() => expect(api.callsTo('settings.update')).toHaveLength(2));
    expect(api.callsTo('settings.update')[1]?.input).toMatchObject({ smtp_password: 'n3w-secret' });
    expect(api.callsTo('settings.update')[1]?.input).not.toHaveProperty('google_api_key');
  });

  // Issue 19 part 2: members signing up for open nights, and the limit, beside the other rota settings.
  it('turns self sign-up on with its limit, checks the limit, and saves both', async () => {
    const api = setup({}, paths.adminEmail);
    await settingsShown();
    const limit = screen.getByLabelText<HTMLInputElement>(/^Self-chosen Nights per Schedule/);
    expect(limit.disabled).toBe(true);
    fireEvent.click(screen.getByRole('switch', { name: /^Members Sign Up for Open Nights/ }));
    expect(limit.disabled).toBe(false);
    change(/^Self-chosen Nights per Schedule/, '0');
    fireEvent.click(saveButton());
    expect(await screen.findByText(SETTINGS_MESSAGES.maxSignups)).toBeTruthy();
    expect(api.callsTo('settings.update')).toHaveLength(0);
    change(/^Self-chosen Nights per Schedule/, '3');
    fireEvent.click(saveButton());
    await waitFor(() => expect(api.callsTo('settings.update')).toHaveLength(1));
    expect(api.callsTo('settings.update')[0]?.input).toMatchObject({ self_signup: true, max_signups_per_schedule: 3 });
  });

  it('removes a saved secret on its own', async () => {
    const api = setup({}, paths.adminEmail);
    await settingsShown();
    const smtp = card('SMTP Email Configuration');
    expect(within(smtp).getByPlaceholderText('Saved — type to replace')).toBeTruthy();
    fireEvent.click(within(smtp).getByRole('button', { name: 'Remove the saved SMTP password' }));
    await waitFor(() => expect(within(smtp).getByPlaceholderText('Not set')).toBeTruthy());
    expect(api.callsTo('settings.update')[0]?.input).toEqual({ smtp_password: null });
  });

  it('sends a test e-mail of the template as it stands to the address typed, once the address reads right', async () => {
    const api = setup({ 'email.sendTest': (input) => ({ email: input.email }) }, paths.adminEmail);
    await settingsShown();
    const template = card('Email Template Customization');
    const address = within(template).getByLabelText<HTMLInputElement>(/^Send test email to/);
    expect(address.value).toBe(adminUser.email);
    change(/^Subject/, 'Your night at {club_name}', template);
    fireEvent.change(address, { target: { value: 'not an address' } });
    fireEvent.click(within(template).getByRole('button', { name: 'Send test email' }));
    expect(await within(template).findByText('Please enter a valid email address')).toBeTruthy();
    expect(api.callsTo('email.sendTest')).toHaveLength(0);

    fireEvent.change(address, { target: { value: ' ann@example.org ' } });
    fireEvent.click(within(template).getByRole('button', { name: 'Send test email' }));
    await waitFor(() => expect(api.callsTo('email.sendTest')).toHaveLength(1));
    expect(api.callsTo('email.sendTest')[0]?.input).toMatchObject({
      email: 'ann@example.org',
      subject: 'Your night at {club_name}',
    });
    expect(await screen.findByText(EMAIL_MESSAGES.testSent)).toBeTruthy();
  });

  it('tests the SMTP settings as typed and shows the outcome beside the button, in a live region', async () => {
    const api = setup(
      {
        'email.testSmtp': () => {
          throw new ApiFailure(400, 'Connection refused');
        },
      },
      paths.adminEmail,
    );
    await settingsShown();
    const testButton = within(card('SMTP Email Configuration')).getByRole('button', { name: 'Test SMTP' });
    const outcome = testButton.parentElement!.querySelector<HTMLElement>('[role="status"]')!;
    expect(outcome.textContent).toBe('');
    fireEvent.click(testButton);
    expect(await within(outcome).findByText(EMAIL_MESSAGES.smtpFailed)).toBeTruthy();
    expect(screen.getByText('SMTP configuration test failed. Connection refused')).toBeTruthy();
    expect(api.callsTo('email.testSmtp')[0]?.input).toEqual({
      smtp_host: 'smtp.example.org',
      smtp_port: 587,
      smtp_username: '',
      smtp_password: '',
      smtp_encryption: 'tls',
    });
  });

  it('says SMTP_URL overrides the SMTP settings, and shows them read-only, when the server has it (issue 17)', async () => {
    setup({ 'settings.admin': () => ({ ...adminSettings, smtp_url_set: true }) }, paths.adminEmail);
    await settingsShown();
    const smtp = card('SMTP Email Configuration');
    expect(within(smtp).getByText(EMAIL_MESSAGES.smtpUrlOverrides)).toBeTruthy();
    for (const label of ['SMTP Host', 'SMTP Port', 'SMTP Username', /^SMTP password/]) {
      expect(within(smtp).getByLabelText(label).hasAttribute('readonly')).toBe(true);
    }
    expect(within(smtp).queryByRole('button', { name: 'Remove the saved SMTP password' })).toBeNull();
    expect(within(smtp).getByRole('button', { name: 'Test SMTP' }).hasAttribute('disabled')).toBe(true);
  });

  it('leaves the SMTP settings editable without SMTP_URL', async () => {
    setup({}, paths.adminEmail);
    await settingsShown();
    const smtp = card('SMTP Email Configuration');
    expect(within(smtp).queryByText(EMAIL_MESSAGES.smtpUrlOverrides)).toBeNull();
    expect(within(smtp).getByLabelText('SMTP Host').hasAttribute('readonly')).toBe(false);
  });

  it('offers every IANA time zone, the six US ones first, and saves a zone outside the US (issue 17)', async () => {
    const api = setup({}, paths.adminMaintenance);
    await settingsShown();
    const system = card('System Settings');
    const zone = within(system).getByLabelText<HTMLInputElement>(/^Time Zone/);
    expect(zone.value).toBe('Pacific (America/Los Angeles)');
    fireEvent.click(zone);
    const listbox = document.getElementById(
      await waitFor(() => zone.getAttribute('aria-controls') ?? Promise.reject(new Error('closed'))),
    );
    const options = within(listbox!)
      .getAllByRole('option', { hidden: true })
      .map((option) => option.textContent);
    expect(options.slice(0, 6)).toEqual([
      'Eastern (America/New York)',
      'Central (America/Chicago)',
      'Mountain (America/Denver)',
      'Pacific (America/Los Angeles)',
      'Alaska (America/Anchorage)',
      'Hawaii (Pacific/Honolulu)',
    ]);
    expect(options.length).toBeGreaterThan(300);
    expect(options).toContain('Australia/Sydney');
    fireEvent.click(zone);
    await pickOption(system, 'Time Zone', 'Europe/Berlin');
    fireEvent.click(saveButton());
    await waitFor(() => expect(api.callsTo('settings.update')).toHaveLength(1));
    expect(api.callsTo('settings.update')[0]?.input).toMatchObject({ system_timezone: 'Europe/Berlin' });
  });

  it('sends the due reminders now and follows their e-mails on a progress line', async () => {
    const api = setup(
      {
        'email.sendReminders': () => ({
          run_date: '2027-03-03',
          sent: [],
          skipped: [],
          failed: [],
          emails: 3,
          members: 4,
          batch_id: 9,
        }),
        'notify.batch': () => ({ id: 9, total: 3, queued: 1, sent: 2, failed: 0, done: false }),
      },
      paths.adminEmail,
    );
    await settingsShown();
    fireEvent.click(screen.getByRole('button', { name: 'Send due reminders now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send due reminders now' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send reminders' }));
    expect(await screen.findByText('3 reminder e-mails to 4 members on the way')).toBeTruthy();
    const card = screen.getByRole('region', { name: 'Email Reminder Settings' });
    expect(await within(card).findByText('Sending: 2 of 3 e-mails sent…')).toBeTruthy();
    expect(api.callsTo('notify.batch')[0]!.input).toEqual({ id: 9 });
  });

  it("names the time zone's country for phone numbers, follows a new zone, and saves a country chosen (issue 26)", async () => {
    const api = setup({}, paths.adminMaintenance);
    await settingsShown();
    const system = card('System Settings');
    const country = within(system).getByLabelText<HTMLInputElement>(/^Country for phone numbers/);
    expect(country.value).toBe('From the time zone (United States)');
    await pickOption(system, 'Time Zone', 'Europe/Berlin');
    expect(country.value).toBe('From the time zone (Germany)');
    await pickOption(system, 'Country for phone numbers', 'Austria');
    fireEvent.click(saveButton());
    await waitFor(() => expect(api.callsTo('settings.update')).toHaveLength(1));
    expect(api.callsTo('settings.update')[0]?.input).toMatchObject({
      system_timezone: 'Europe/Berlin',
      club_country: 'AT',
    });
  });

  it('runs the reminder test for today when it opens', async () => {
    const api = setup({}, paths.adminEmail);
    await settingsShown();
    fireEvent.click(screen.getByRole('button', { name: 'Test Reminder System' }));
    const dialog = await screen.findByRole('dialog', { name: 'Test Reminder System' });
    expect(await within(dialog).findByText(/^No reminder emails would be sent on \d{4}-\d{2}-\d{2}\.$/)).toBeTruthy();
    expect(api.callsTo('email.testReminders')).toHaveLength(1);
  });

  // Decision 061: each section a URL of its own, holding the cards its table names.
  it('opens each section from the section list, marks it current and shows its cards', async () => {
    setup();
    await settingsShown();
    const sections = screen.getByRole('navigation', { name: 'Admin sections' });
    const cardsBySection: [string, string[]][] = [
      ['E-mail and reminders', ['SMTP Email Configuration', 'Email Reminder Settings', 'Email Template Customization']],
      ['Rota', ['Swap Requests', 'Rota report']],
      ['Members and import', ['Away dates for a member', 'Import Logs']],
      ['Maintenance', ['System Settings', 'API Tokens', 'Maintenance Operations']],
      ['Audit', ['Audit Log']],
      ['Club', ['Club Information', 'Theme & Appearance', 'Maps Integration']],
    ];
    for (const [section, titles] of cardsBySection) {
      const link = within(sections).getByRole('link', { name: section });
      fireEvent.click(link);
      await waitFor(() => expect(link.getAttribute('aria-current')).toBe('page'));
      for (const title of titles)
        expect(await screen.findByRole('region', { name: title }, { timeout: 5000 })).toBeTruthy();
      expect(
        within(sections)
          .getAllByRole('link')
          .filter((other) => other.hasAttribute('aria-current')),
      ).toHaveLength(1);
    }
  });

  it('asks before another section drops unsaved settings, and keeps them on Stay', async () => {
    setup();
    await settingsShown();
    change(/^Club Name/, 'Hoedown Heroes');
    const sections = screen.getByRole('navigation', { name: 'Admin sections' });
    fireEvent.click(within(sections).getByRole('link', { name: 'E-mail and reminders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).toBeNull());
    expect(screen.getByLabelText<HTMLInputElement>(/^Club Name/).value).toBe('Hoedown Heroes');
    expect(within(sections).getByRole('link', { name: 'Club' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(within(sections).getByRole('link', { name: 'E-mail and reminders' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Discard changes',
      }),
    );
    expect(await screen.findByRole('region', { name: 'SMTP Email Configuration' }, { timeout: 5000 })).toBeTruthy();
  });

  it("opens a member's away dates from a link made before the sections", async () => {
    setup({}, '/admin?member=5');
    const sections = await screen.findByRole('navigation', { name: 'Admin sections' }, { timeout: 5000 });
    await waitFor(() =>
      expect(within(sections).getByRole('link', { name: 'Members and import' }).getAttribute('aria-current')).toBe(
        'page',
      ),
    );
    expect(await screen.findByRole('region', { name: 'Away dates for a member' })).toBeTruthy();
  });

  it("says on the e-mail section's link, from any section, how many e-mails failed", async () => {
    const failed: FailedMail = {
      id: 12,
      kind: 'reminder',
      to: 'lees@example.org',
      member_names: ['Ann Lee'],
      subject: 'Squarehead reminder',
      attempts: 6,
      last_error: 'Mailbox unavailable',
      failed_at: '2027-03-03T16:31:00.000Z',
      can_retry: true,
    };
    setup({ 'notify.failed': () => ({ messages: [failed, { ...failed, id: 13 }] }) }, paths.adminAudit);
    const sections = await screen.findByRole('navigation', { name: 'Admin sections' }, { timeout: 5000 });
    expect(await within(sections).findByRole('link', { name: 'E-mail and reminders, 2 failed' })).toBeTruthy();
    expect(within(sections).getByRole('link', { name: 'Rota' })).toBeTruthy();
  });
});

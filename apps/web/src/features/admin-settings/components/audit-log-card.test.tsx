import { StrictMode } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@club/shared';
import { AppProviders } from '../../../app/app-providers';
import { authStore } from '../../../lib/auth-store';
import { createQueryClient } from '../../../lib/query-client';
import { ApiFailure, createFakeApi, type FakeHandlers } from '../../../test/fake-api';
import { branding } from '../../../test/fixtures';
import { adminUser, makeSignIn } from '../../../test/session-fixtures';
import { auditEntityLabel, describeAction, describeDetails } from '../utils/audit-format';
import { AuditLogCard } from './audit-log-card';

const phoneEdit: AuditEntry = {
  id: 2,
  at: '2027-03-01T10:00:00.000Z',
  actor_id: 1,
  actor_name: 'Ada Admin',
  on_behalf_of: null,
  action: 'member.update',
  entity: 'member',
  entity_id: 9,
  details: { name: 'Jo Dancer', changes: { phone: { old: '555-1234', new: '555-9999' } } },
};
const backup: AuditEntry = {
  ...phoneEdit,
  id: 1,
  actor_id: null,
  actor_name: 'System',
  action: 'backup.create',
  entity: 'backup',
  details: { file_name: 'b.json.gz' },
};

function setup(handlers: FakeHandlers = {}) {
  const api = createFakeApi({
    'settings.branding': () => branding,
    'users.list': () => ({ users: [], count: 0 }),
    'maintenance.auditLog': () => ({ entries: [phoneEdit], total: 1, next_cursor: null }),
    ...handlers,
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 } });
  render(
    <StrictMode>
      <AppProviders apiClient={api.client} queryClient={queryClient}>
        <AuditLogCard />
      </AppProviders>
    </StrictMode>,
  );
  return api;
}
const card = () => screen.findByRole('region', { name: 'Audit Log' });

describe('describeDetails', () => {
  it('reads changes as old → new, secrets as "changed", and other facts plainly', () => {
    expect(
      describeDetails({
        keys: ['club_name', 'smtp_password'],
        changes: { club_name: { old: 'Old', new: 'New' }, smtp_password: 'changed', notes: { old: null, new: 'Hi' } },
      }),
    ).toEqual(['club name: Old → New', 'smtp password: changed', 'notes: (empty) → Hi']);
    expect(describeDetails({ file_name: 'roster.csv', imported: 3 })).toEqual(['file name: roster.csv', 'imported: 3']);
    expect(describeDetails(null)).toEqual([]);
  });

  it('names the keys in German for a German admin (issue 29)', () => {
    expect(
      describeDetails({ file_name: 'roster.csv', imported: 3, changes: { phone: { old: '1', new: '2' } } }, '', 'de'),
    ).toEqual(['Dateiname: roster.csv', 'Importiert: 3', 'Telefon: 1 → 2']);
  });
});

describe('a cancelled night in the audit log (issue 25)', () => {
  it('says "Cancelled the night of …" and names the squareheads, not an action code and a JSON array', () => {
    const details = {
      dance_date: '2027-04-14',
      reason: 'Hall flooded',
      notify: 'squareheads',
      squareheads: ['Ann Lee', 'Bob Ray'],
      emails: 2,
      told: 2,
    };
    expect(describeAction('assignment.cancel', details)).toBe('Cancelled the night of Wed, Apr 14, 2027');
    expect(describeAction('assignment.uncancel', details)).toBe('Restored the night of Wed, Apr 14, 2027');
    expect(describeDetails(details, 'assignment.cancel')).toEqual([
      'reason: Hall flooded',
      'told: squareheads',
      'squareheads: Ann Lee, Bob Ray',
      'e-mails: 2',
      'members told: 2',
    ]);
  });
});

// Issue 29: the log's words and the night's date in a German admin's language; the English above stays as it was.
describe('the audit log in German', () => {
  it('says what happened, to which night, and what changed, in German', () => {
    const details = { dance_date: '2027-04-14', reason: 'Halle überflutet', squareheads: [], emails: 2, notify: null };
    expect(describeAction('assignment.cancel', details, 'de')).toBe('Clubabend am Mi., 14. Apr. 2027 abgesagt');
    expect(describeAction('assignment.uncancel', details, 'de')).toBe(
      'Clubabend am Mi., 14. Apr. 2027 wieder angesetzt',
    );
    expect(describeAction('assignment.cancel', null, 'de')).toBe('Einen Clubabend abgesagt');
    expect(describeAction('assignment.cancel', null)).toBe('Cancelled the night of a date');
    expect(describeAction('member.update', null, 'de')).toBe('Mitglied bearbeitet');
    expect(describeAction('backup.create', null, 'de')).toBe('Sicherung erstellt');
    expect(describeAction('something.new', null, 'de')).toBe('something.new');
    expect(describeDetails(details, 'assignment.cancel', 'de')).toEqual([
      'Grund: Halle überflutet',
      'Squareheads: (keine)',
      'E-Mails: 2',
      'benachrichtigt: (leer)',
    ]);
    // A setting's key has no German of its own yet: it reads as the key, as in English.
    expect(describeDetails({ changes: { smtp_password: 'changed' } }, 'settings.update', 'de')).toEqual([
      'smtp password: geändert',
    ]);
  });

  it('names what the entries are about in German', () => {
    expect(auditEntityLabel('member', 'de')).toBe('Mitglieder');
    expect(auditEntityLabel('night_vacancy', 'de')).toBe('Clubabende, für die Ersatz gesucht wird');
    expect(auditEntityLabel('member')).toBe('Members');
    expect(auditEntityLabel('api_token')).toBe('API tokens');
  });
});

describe('Audit Log card', () => {
  beforeEach(() => authStore.signIn(makeSignIn(adminUser)));

  it('shows who did what in words and what changed', async () => {
    setup();
    const table = await within(await card()).findByRole('table', { name: 'Audit log' });
    const [, row] = within(table).getAllByRole('row');
    expect(within(row!).getByText('Ada Admin')).toBeTruthy();
    expect(within(row!).getByText('Edited a member')).toBeTruthy();
    expect(within(row!).getByText('phone: 555-1234 → 555-9999')).toBeTruthy();
  });

  it('names the member an admin acted for beside the admin', async () => {
    const forMember: AuditEntry = { ...phoneEdit, on_behalf_of: { id: 9, name: 'Jo Dancer' } };
    setup({ 'maintenance.auditLog': () => ({ entries: [forMember], total: 1, next_cursor: null }) });
    const table = await within(await card()).findByRole('table', { name: 'Audit log' });
    const [, row] = within(table).getAllByRole('row');
    expect(within(row!).getByText('Ada Admin for Jo Dancer')).toBeTruthy();
  });

  it('says when nothing matches, and shows the error state with a retry', async () => {
    let fails = true;
    setup({
      'maintenance.auditLog': () => {
        if (fails) throw new ApiFailure(500, 'boom');
        return { entries: [], total: 0, next_cursor: null };
      },
    });
    const region = await card();
    expect(await within(region).findByText('Could not load the audit log', {}, { timeout: 3000 })).toBeTruthy();
    fails = false;
    fireEvent.click(within(region).getByRole('button', { name: 'Try again' }));
    expect(await within(region).findByText('No changes match these filters')).toBeTruthy();
  });

  it('loads the next page from the cursor, and searches once typing pauses', async () => {
    const api = setup({
      'maintenance.auditLog': (input) =>
        (input as { cursor: number }).cursor === 0
          ? { entries: [phoneEdit], total: 2, next_cursor: 1 }
          : { entries: [backup], total: 2, next_cursor: null },
    });
    const region = await card();
    fireEvent.click(await within(region).findByRole('button', { name: 'Load more' }));
    expect(await within(region).findByText('Made a backup')).toBeTruthy();
    expect(within(region).getByText('Showing 2 of 2')).toBeTruthy();
    expect(within(region).queryByRole('button', { name: 'Load more' })).toBeNull();

    fireEvent.change(within(region).getByRole('textbox', { name: 'Search' }), { target: { value: '555' } });
    await waitFor(() =>
      expect(
        api.callsTo('maintenance.auditLog').some((call) => (call.input as { search?: string }).search === '555'),
      ).toBe(true),
    );
  });
});

// Issue 29: a German admin reads the filters, the columns and the count in German, and the moments as Germans write them.
describe('the audit log for a German admin', () => {
  const german = { ...adminUser, locale: 'de' as const };
  beforeEach(() => authStore.signIn(makeSignIn(german)));

  it('says who did what, when, in German', async () => {
    const forMember: AuditEntry = { ...phoneEdit, on_behalf_of: { id: 9, name: 'Jo Dancer' } };
    setup({
      'auth.me': () => german,
      'maintenance.auditLog': () => ({ entries: [forMember], total: 3, next_cursor: null }),
    });
    const region = await screen.findByRole('region', { name: 'Änderungsprotokoll' });
    expect(within(region).getByRole('textbox', { name: 'Suche' })).toBeTruthy();
    const table = await within(region).findByRole('table', { name: 'Änderungsprotokoll' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Wann', 'Wer', 'Aktion', 'Was sich geändert hat']);
    const row = within(table).getByText('Ada Admin für Jo Dancer').closest('tr')!;
    expect(within(row).getByText(/^01\.03\.2027, \d{2}:00$/)).toBeTruthy();
    expect(within(row).getByText('Mitglied bearbeitet')).toBeTruthy();
    expect(within(region).getByText('1 von 3 angezeigt')).toBeTruthy();
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Member } from '@club/shared';
import { authStore } from '../../../lib/auth-store';
import { createFakeApi } from '../../../test/fake-api';
import { branding, publicSettings } from '../../../test/fixtures';
import { fakeMemberList, fakeMemberSummary, makeMember } from '../../../test/member-fixtures';
import { renderApp } from '../../../test/render-app';
import { adminUser, makeSignIn } from '../../../test/session-fixtures';
import { MEMBER_VIEW_STORAGE_KEY } from '../utils/member-view';

// Issue 29: an admin who reads German finds the members directory in German: title, counts, filters, the table's
// column titles (the CSV export's, short enough not to be cut), paging, the Export menu and the empty states.
const german = { ...adminUser, locale: 'de' as const };
const ada = makeMember({
  id: adminUser.id,
  first_name: adminUser.first_name,
  last_name: adminUser.last_name,
  email: adminUser.email,
  is_admin: true,
  role: 'admin',
  status: 'exempt',
});
const ute = makeMember({ id: 21, first_name: 'Ute', last_name: 'Berg', email: 'ute@example.org', status: 'loa' });
const kai = makeMember({ id: 22, first_name: 'Kai', last_name: 'Zander', email: 'kai@example.org' });

function setup(roster: Member[]) {
  const api = createFakeApi({
    'settings.branding': () => branding,
    'settings.public': () => publicSettings,
    'auth.me': () => german,
    'users.list': fakeMemberList(() => roster),
    'users.summary': fakeMemberSummary(() => roster),
    'users.protectedIds': () => ({ main_admin_id: ada.id }),
  });
  return renderApp(api, '/members');
}

describe('members directory for a German reader', () => {
  beforeEach(() => authStore.signIn(makeSignIn(german)));

  it('shows the counts, filters, column titles, paging and Export menu in German', async () => {
    setup([ada, ute, kai]);
    expect(await screen.findByText('3 von 3 Mitgliedern angezeigt')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Mitglieder' })).toBeTruthy();
    expect(screen.getByLabelText('3 Mitglieder insgesamt')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mitglied hinzufügen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'CSV importieren' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Mitglieder suchen' }).getAttribute('placeholder')).toBe(
      'Name, E-Mail, Telefon, Adresse oder Geburtstag',
    );
    const status = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Nach Status filtern' });
    expect([...status.options].map((option) => option.text)).toEqual([
      'Alle Status',
      'Einteilbar',
      'Befreit',
      'Fördermitglied',
      'Pausiert',
    ]);
    const role = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Nach Rolle filtern' });
    expect([...role.options].map((option) => option.text)).toEqual(['Alle Rollen', 'Mitglied', 'Admin']);

    const table = await screen.findByRole('table', { name: 'Mitglieder' }, { timeout: 10_000 });
    // The sortable headers are buttons to assistive technology, so the titles are read from the header cells.
    const headers = [...table.querySelectorAll('thead th')].map((header) => header.textContent?.trim());
    expect(headers).toEqual(['Vorname', 'Nachname', 'E-Mail', 'Telefon', 'Status', 'Rolle', 'Aktionen']);
    expect(screen.getByText('1–3 von 3')).toBeTruthy();
    const perPage = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Zeilen pro Seite' });
    expect([...perPage.options].map((option) => option.text)).toEqual([
      '25 pro Seite',
      '50 pro Seite',
      '100 pro Seite',
    ]);
    expect(screen.getByTestId('members-footer').textContent).toBe('Einteilbar: 1Administratoren: 1Mit Partner: 0');

    fireEvent.click(screen.getByRole('button', { name: 'Spalten (4 ausgeblendet)' }));
    const chooser = await screen.findByRole('group', { name: 'Angezeigte Spalten', hidden: true });
    for (const column of ['E-Mail', 'Telefon', 'Adresse', 'Partner', 'Freund', 'Geburtstag'])
      expect(within(chooser).getByRole('checkbox', { name: column, hidden: true })).toBeTruthy();
    expect(within(chooser).getByRole('button', { name: 'Übliche Spalten zeigen', hidden: true })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Exportieren' }));
    expect(await screen.findByRole('menuitem', { name: 'CSV-Datei', hidden: true })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'PDF-Datei', hidden: true })).toBeTruthy();
  });

  it('says one member in the singular, and offers the filtered PDF by count', async () => {
    window.localStorage.setItem(
      MEMBER_VIEW_STORAGE_KEY,
      JSON.stringify({ search: '', status: 'loa', role: null, sort: 'last_name', order: 'asc' }),
    );
    setup([ute]);
    expect(await screen.findByText(/^1 von 1 Mitglied angezeigt/)).toBeTruthy();
    expect(screen.getByLabelText('1 Mitglied insgesamt')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Filter zurücksetzen' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Exportieren' }));
    expect(await screen.findByRole('menuitem', { name: 'PDF-Datei (alle Mitglieder)', hidden: true })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'PDF-Datei (dieses 1 Mitglied)', hidden: true })).toBeTruthy();
  });

  it('writes a large roster’s counts as German does, with a dot between thousands', async () => {
    const roster = Array.from({ length: 1234 }, (_, index) =>
      makeMember({ id: 100 + index, first_name: `Mitglied${index}`, email: `m${index}@example.org` }),
    );
    setup(roster);
    expect(await screen.findByText('1.234 von 1.234 Mitgliedern angezeigt')).toBeTruthy();
    expect(screen.getByLabelText('1.234 Mitglieder insgesamt').textContent).toBe('1.234');
    await screen.findByRole('table', { name: 'Mitglieder' }, { timeout: 10_000 });
    expect(screen.getByText('1–50 von 1.234')).toBeTruthy();
    expect(screen.getByTestId('members-footer').textContent).toMatch(/^Einteilbar: 1\.234Administratoren: 0/);
  });

  it('tells an empty roster from filters that match nobody, in German', async () => {
    window.localStorage.setItem(
      MEMBER_VIEW_STORAGE_KEY,
      JSON.stringify({ search: '', status: 'booster', role: null, sort: 'last_name', order: 'asc' }),
    );
    const view = setup([ada, ute]);
    expect(await screen.findByText('Keine Mitglieder passen zu Ihren Filtern')).toBeTruthy();
    expect(
      screen.getByText('Versuchen Sie eine andere Suche, oder setzen Sie die Filter zurück, um alle zu sehen.'),
    ).toBeTruthy();
    view.unmount();
    window.localStorage.clear();
    setup([]);
    expect(await screen.findByText('Keine Mitglieder gefunden')).toBeTruthy();
    expect(screen.getByText('Die Mitgliederliste ist leer.')).toBeTruthy();
  });
});

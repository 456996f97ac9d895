import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ImportResult } from '@club/shared';
import { ImportResultsDialog } from './import-results-dialog';

const result: ImportResult = {
  imported: 1998,
  updated: 0,
  skipped: 2,
  unchanged: 2,
  duplicates_handled: 0,
  shared_emails: 0,
  auto_partnerships: 0,
  partners_linked: 0,
  friends_linked: 0,
  errors: [],
  warnings: [
    {
      row: 8,
      field: 'birthday',
      message:
        'Birthday "xx/xx" is not a month and day (such as 04/12 or April 12); the member was imported without it',
    },
    {
      row: 10,
      field: 'role',
      message: "Role 'admin' in the file was not applied: admin rights are given on the member's page",
    },
  ],
};

const show = (value: ImportResult) =>
  render(
    <MantineProvider>
      <ImportResultsDialog outcome={{ fileName: 'club-roster.csv', result: value }} onClose={() => undefined} />
    </MantineProvider>,
  );

// Issue 15 point 13: warnings are rows that were written; only rows in `errors` count as not imported.
describe('the import results dialog', () => {
  it('shows warnings apart from errors, with their rows, and claims no failure for written rows', async () => {
    show(result);
    const dialog = await screen.findByRole('dialog', { name: 'Successful' });
    expect(within(dialog).queryByText(/rows were not imported/)).toBeNull();
    expect(within(dialog).getByText('Every row of the file was imported.')).toBeTruthy();
    expect(within(dialog).getByText('2 rows imported with something left out')).toBeTruthy();
    const warnings = within(dialog).getByTestId('import-warnings');
    expect([...warnings.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Row 8: Birthday "xx/xx" is not a month and day (such as 04/12 or April 12); the member was imported without it',
      "Row 10: Role 'admin' in the file was not applied: admin rights are given on the member's page",
    ]);
    expect(within(dialog).getByTestId('import-unchanged').textContent).toBe('2');
  });

  it('counts only the rows in errors as not imported', async () => {
    show({ ...result, errors: ['Row 12: Email "kit at example" is not a valid email address'] });
    const dialog = await screen.findByRole('dialog', { name: 'Completed with Errors' });
    expect(within(dialog).getByText('1 row was not imported')).toBeTruthy();
    expect(within(dialog).getByText('2 rows imported with something left out')).toBeTruthy();
  });
});

// Issue 17 item 13: "8 rows were not imported" showed when all 2,000 went in. Every number comes from the answer.
describe("the import results dialog's counts", () => {
  const headline = (dialog: HTMLElement) =>
    ['written', 'not-written', 'warning-count'].map((key) => within(dialog).getByTestId(`import-${key}`).textContent);
  const clean: ImportResult = {
    imported: 2000,
    updated: 0,
    skipped: 0,
    unchanged: 0,
    duplicates_handled: 0,
    shared_emails: 0,
    auto_partnerships: 0,
    partners_linked: 0,
    friends_linked: 0,
    errors: [],
    warnings: [],
  };

  it('shows 2,000 rows imported and none not imported when every row went in', async () => {
    show(clean);
    const dialog = await screen.findByRole('dialog', { name: 'Successful' });
    expect(headline(dialog)).toEqual(['2000', '0', '0']);
    expect(within(dialog).getByText('Rows imported')).toBeTruthy();
    expect(within(dialog).getByText('Every row of the file was imported.')).toBeTruthy();
    expect(within(dialog).queryByText(/(was|were) not imported/)).toBeNull();
    expect(within(dialog).queryByTestId('import-errors')).toBeNull();
  });

  it('shows every partner and friend the import linked, not only the couples sharing an e-mail (issue 26)', async () => {
    show({ ...clean, imported: 81, partners_linked: 80, friends_linked: 39, auto_partnerships: 1, shared_emails: 1 });
    const dialog = await screen.findByRole('dialog', { name: 'Completed with Shared Emails' });
    const count = (key: string) => within(dialog).getByTestId(`import-${key}`);
    expect(count('partners_linked').textContent).toBe('80');
    expect(count('partners_linked').nextElementSibling?.textContent).toBe('Partners linked');
    expect(count('friends_linked').textContent).toBe('39');
    expect(count('friends_linked').nextElementSibling?.textContent).toBe('Friends linked');
  });

  it('lists each row not imported by its line, in a scrolling list, beside the rows that were', async () => {
    const errors = [3, 17, 254, 811, 1203, 1204, 1650, 1999].map(
      (line) => `Row ${line}: a first and last name are required (Name as "Last, First")`,
    );
    show({ ...clean, imported: 1980, updated: 7, skipped: 5, unchanged: 5, errors });
    const dialog = await screen.findByRole('dialog', { name: 'Completed with Errors' });
    expect(headline(dialog)).toEqual(['1992', '8', '0']);
    expect(within(dialog).getByText('8 rows were not imported')).toBeTruthy();
    const list = within(dialog).getByTestId('import-errors');
    expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual(errors);
    expect(list.closest('.mantine-ScrollArea-root')).not.toBeNull();
    expect(within(dialog).queryByText('Every row of the file was imported.')).toBeNull();
  });

  it('counts warnings apart, for rows that were imported', async () => {
    const warnings = [
      { row: 40, field: 'phone', message: 'Phone "call me" is not a phone number; the member was imported without it' },
    ];
    show({ ...clean, imported: 1999, unchanged: 1, skipped: 1, warnings });
    const dialog = await screen.findByRole('dialog', { name: 'Successful' });
    expect(headline(dialog)).toEqual(['2000', '0', '1']);
    expect(within(dialog).getByText('1 row imported with something left out')).toBeTruthy();
    expect(
      within(dialog).getByText('Row 40: Phone "call me" is not a phone number; the member was imported without it'),
    ).toBeTruthy();
  });
});

describe('the import results dialog in the admin’s language (issue 29)', () => {
  it('counts, lists and closes in German for a German admin', async () => {
    render(
      <MantineProvider>
        <ImportResultsDialog
          outcome={{
            fileName: 'mitglieder.csv',
            locale: 'de',
            result: {
              ...result,
              imported: 3,
              errors: ['Zeile 4: E-Mail „eva“ ist keine gültige E-Mail-Adresse'],
              warnings: [{ row: 6, field: 'birthday', message: 'Geburtstag „31.13.“ ist kein Tag und Monat' }],
            },
          }}
          onClose={() => undefined}
        />
      </MantineProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Abgeschlossen mit Fehlern' });
    for (const text of [
      'Importierte Zeilen',
      'Nicht importierte Zeilen',
      'Hinweise',
      'Neu importiert',
      'Unverändert (schon aktuell)',
      'Partner verknüpft',
      '1 Zeile wurde nicht importiert',
      '1 Zeile mit fehlender Angabe importiert',
      'Zeile 6: Geburtstag „31.13.“ ist kein Tag und Monat',
    ]) {
      expect(within(dialog).getByText(text)).toBeTruthy();
    }
    expect(within(dialog).getByRole('button', { name: 'Schließen' })).toBeTruthy();
  });
});

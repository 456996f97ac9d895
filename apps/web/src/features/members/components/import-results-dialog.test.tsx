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
    expect(within(dialog).getByText('2 imported with something left out')).toBeTruthy();
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
    expect(within(dialog).getByText('1 rows were not imported')).toBeTruthy();
    expect(within(dialog).getByText('2 imported with something left out')).toBeTruthy();
  });
});

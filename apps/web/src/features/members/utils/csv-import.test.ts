import { describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES, type ImportResult } from '@club/shared';
import { checkImportFile, CsvImportError, importResultTitle, importSummary, uploadRoster } from './csv-import';

const result = (overrides: Partial<ImportResult> = {}): ImportResult => ({
  imported: 0,
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
  ...overrides,
});

describe('checkImportFile (SPEC §5)', () => {
  it.each([
    ['roster.xlsx', 'Name,Email', IMPORT_MESSAGES.invalidType],
    ['roster.csv', '  \n', IMPORT_MESSAGES.emptyFile],
    ['roster.csv', 'Street,City\n1 Main,San Jose', IMPORT_MESSAGES.missingHeaders],
    ['roster.CSV', 'Name,E-mail\n"Smith, Jo",jo@example.org', null],
    ['roster.csv', 'Phone\n408', null],
  ])('%s with %j gives %s', (name, text, message) => {
    expect(checkImportFile(name, text)).toBe(message);
  });
});

describe('importResultTitle (SPEC §8)', () => {
  it.each([
    [result({ errors: ['Row 2: x'] }), 'Import Failed'],
    [result({ imported: 3, errors: ['Row 2: x'] }), 'Completed with Errors'],
    [result({ imported: 4, shared_emails: 1 }), 'Completed with Shared Emails'],
    [result({ imported: 4, duplicates_handled: 1 }), 'Duplicate Emails Handled'],
    [result({ imported: 1, updated: 2 }), 'Records Created and Updated'],
    [result({ updated: 2 }), 'Records Updated'],
    [result({ imported: 2 }), 'Successful'],
  ])('%j is %s', (value, title) => {
    expect(importResultTitle(value)).toBe(title);
  });

  it("summarises in SPEC §8's sentence, the errors being listed in the results dialog", () => {
    const summary = importSummary(result({ imported: 5, skipped: 2, errors: ['a', 'b', 'c', 'd'] }));
    expect(summary).toBe('Import completed: 5 members imported, 2 skipped (already exist), 4 errors occurred');
  });
});

describe('uploadRoster', () => {
  const file = new File(['Name,Email'], 'roster.csv', { type: 'text/csv' });
  const answer =
    (body: string, status = 200) =>
    () =>
      Promise.resolve(new Response(body, { status }));

  it('returns the import result', async () => {
    const data = result({ imported: 1 });
    await expect(
      uploadRoster('/api/users/import', file, answer(JSON.stringify({ status: 'success', data }))),
    ).resolves.toEqual(data);
  });

  it.each([
    [
      answer('<html>Bad gateway</html>', 502),
      'CSV import failed: Server returned HTML instead of JSON. Server might be in error state.',
    ],
    [answer('{not json', 200), 'CSV import failed: Invalid JSON response from server'],
    [
      answer(JSON.stringify({ status: 'error', message: 'Something broke' }), 500),
      'CSV import failed: Server error: Something broke',
    ],
    [
      answer(JSON.stringify({ status: 'error', message: 'Admin access required to import members' }), 403),
      'CSV import failed: Admin access required to import members',
    ],
    [async () => Promise.reject(new TypeError('Failed to fetch')), IMPORT_MESSAGES.networkFailure],
    [answer(JSON.stringify({ status: 'error' }), 413), 'CSV import failed: Error 413'],
  ])('reports a failure in SPEC §8 words (%#)', async (fetchImpl, message) => {
    await expect(uploadRoster('/api/users/import', file, fetchImpl as never)).rejects.toEqual(
      new CsvImportError(message),
    );
  });
});

describe('the import’s client texts in the admin’s language (issue 29)', () => {
  it('lets a German file through and answers a German admin in German', () => {
    expect(checkImportFile('mitglieder.csv', 'Telefon;Ort\n0711 123456;Stuttgart', 'de')).toBeNull();
    expect(checkImportFile('mitglieder.csv', 'Nachname;Vorname;E-Mail\nMüller;Jürgen;j@example.de', 'de')).toBeNull();
    expect(checkImportFile('mitglieder.xlsx', 'Vorname', 'de')).toBe(
      'Ungültiger Dateityp. Es sind nur CSV-Dateien erlaubt.',
    );
    expect(checkImportFile('mitglieder.csv', 'Straße;Ort\nAm Hang 3;Ulm', 'de')).toBe(
      'In der CSV-Datei scheinen die nötigen Spaltenüberschriften zu fehlen. Bitte prüfen Sie das Format der Datei.',
    );
  });

  it('sums up and titles the result in German', () => {
    const done = result({ imported: 5, skipped: 1, errors: ['Zeile 3: …'] });
    expect(importSummary(done, 'de')).toBe(
      'Import abgeschlossen: 5 Mitglieder importiert, 1 übersprungen (schon vorhanden), 1 Fehler',
    );
    expect(importResultTitle(done, 'de')).toBe('Abgeschlossen mit Fehlern');
    expect(importResultTitle(done, 'en')).toBe('Completed with Errors');
  });

  it('says a failed upload in German', async () => {
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    const file = new File(['Vorname;Nachname;E-Mail\n'], 'mitglieder.csv', { type: 'text/csv' });
    await expect(uploadRoster('/api/users/import', file, offline, 'de')).rejects.toThrow(
      'CSV-Import fehlgeschlagen: Netzwerkfehler – keine Verbindung zum Server. Bitte prüfen Sie, ob der Server läuft, und versuchen Sie es erneut.',
    );
    const refused = () => Promise.resolve(new Response(JSON.stringify({ status: 'error' }), { status: 413 }));
    await expect(uploadRoster('/api/users/import', file, refused, 'de')).rejects.toThrow(
      'CSV-Import fehlgeschlagen: Fehler 413',
    );
  });
});

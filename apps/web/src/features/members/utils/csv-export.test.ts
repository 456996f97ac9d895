import { describe, expect, it, vi } from 'vitest';
import { CSV_EXPORT_CLICK_GUARD_MS, CSV_EXPORT_RESET_MS, EXPORT_MESSAGES } from '@club/shared';
import { createCsvClickGuard, CsvExportError, fetchMembersCsv, parseContentDispositionFilename } from './csv-export';

describe('CSV export click guard (SPEC §4)', () => {
  it('ignores a click within 2 s of the last one, and clicks while an export runs', () => {
    let time = 1_000_000;
    const guard = createCsvClickGuard(() => time);
    expect(guard.tryStart()).toBe(true);
    time += CSV_EXPORT_CLICK_GUARD_MS - 1;
    expect(guard.tryStart()).toBe(false);
    time += 1;
    // Two seconds on, but the first export has not finished.
    expect(guard.tryStart()).toBe(false);
    guard.finish();
    expect(guard.tryStart()).toBe(true);
  });

  it('still ignores a click within 2 s of a quick export', () => {
    let time = 0;
    const guard = createCsvClickGuard(() => time);
    expect(guard.tryStart()).toBe(true);
    guard.finish();
    time += 500;
    expect(guard.tryStart()).toBe(false);
  });

  it('stops waiting for an export that never finished after 30 s', () => {
    let time = 0;
    const guard = createCsvClickGuard(() => time);
    expect(guard.tryStart()).toBe(true);
    time += CSV_EXPORT_RESET_MS - 1;
    expect(guard.tryStart()).toBe(false);
    time += 1;
    expect(guard.tryStart()).toBe(true);
  });
});

describe('parseContentDispositionFilename', () => {
  it('reads a quoted, a bare and an encoded file name', () => {
    expect(parseContentDispositionFilename('attachment; filename="members-export-2025-05-01.csv"')).toBe(
      'members-export-2025-05-01.csv',
    );
    expect(parseContentDispositionFilename('attachment; filename=roster.csv; size=120')).toBe('roster.csv');
    expect(parseContentDispositionFilename('attachment; filename="a.csv"; filename*=UTF-8\'\'caf%C3%A9.csv')).toBe(
      'café.csv',
    );
  });

  it('defaults to members-export.csv (SPEC §7)', () => {
    expect(parseContentDispositionFilename(null)).toBe('members-export.csv');
    expect(parseContentDispositionFilename('attachment')).toBe('members-export.csv');
    expect(parseContentDispositionFilename('attachment; filename=""')).toBe('members-export.csv');
  });

  it('keeps only the last path segment', () => {
    expect(parseContentDispositionFilename('attachment; filename="../../etc/roster.csv"')).toBe('roster.csv');
  });
});

const CSV_BODY = `first_name,last_name,email,phone,address,birthday,status\n${'Ann,Lee,ann@example.org,,,,assignable\n'.repeat(3)}`;
const csvResponse = (body: string, headers: Record<string, string> = {}, status = 200) =>
  new Response(body, { status, headers: { 'content-type': 'text/csv; charset=utf-8', ...headers } });

function exportWith(response: Response) {
  const fetchImpl = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => Promise.resolve(response));
  return { result: fetchMembersCsv('/club/api/users/export/csv', fetchImpl), fetchImpl };
}

async function failureOf(response: Response): Promise<CsvExportError> {
  const { result } = exportWith(response);
  const error: unknown = await result.catch((caught: unknown) => caught);
  if (!(error instanceof CsvExportError)) throw new Error('expected a CsvExportError');
  return error;
}

describe('fetchMembersCsv', () => {
  it('returns the file and the name the server gave it', async () => {
    const disposition = 'attachment; filename="members-export-2025-05-01.csv"';
    const { result, fetchImpl } = exportWith(csvResponse(CSV_BODY, { 'content-disposition': disposition }));
    const { blob, filename } = await result;
    expect(filename).toBe('members-export-2025-05-01.csv');
    expect(await blob.text()).toBe(CSV_BODY);
    expect(fetchImpl.mock.calls[0]?.[0]).toBe('/club/api/users/export/csv');
  });

  it('asks to sign in again on a 401 (SPEC §8)', async () => {
    expect((await failureOf(csvResponse('', {}, 401))).message).toBe(EXPORT_MESSAGES.authRequired);
  });

  it('reports other failures with the SPEC §8 text', async () => {
    expect((await failureOf(csvResponse('', {}, 500))).message).toBe(EXPORT_MESSAGES.failed);
  });

  it("refuses a file under 100 bytes as 'Invalid response data' (SPEC §5)", async () => {
    const error = await failureOf(csvResponse('first_name,last_name\n'));
    expect(error).toMatchObject({ message: EXPORT_MESSAGES.failed, reason: EXPORT_MESSAGES.invalidData });
  });

  it('refuses an answer that is not CSV', async () => {
    const error = await failureOf(
      new Response(`<!doctype html>${' '.repeat(200)}`, { headers: { 'content-type': 'text/html' } }),
    );
    expect(error.reason).toBe(EXPORT_MESSAGES.invalidResponse);
  });
});

import type { ImportResult } from '@club/shared';
import { IMPORT_HEADER_SNIFF_LENGTH, importMessages, importResultTitles, type Locale } from '@club/shared/plain';

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

// SPEC §5: a header the server could read; "Telefon" is a German file's (issue 29), "Vorname" already has "name".
const KNOWN_HEADER = /phone|telefon|name|e-?mail/i;

/** SPEC §5 client checks, in order; null when the file may be uploaded. The answer is in the admin's language. */
export function checkImportFile(fileName: string, text: string, locale: Locale = 'en'): string | null {
  const say = importMessages(locale);
  if (!/\.csv$/i.test(fileName)) return say.invalidType;
  if (text.trim() === '') return say.emptyFile;
  if (!KNOWN_HEADER.test(text.slice(0, IMPORT_HEADER_SNIFF_LENGTH))) return say.missingHeaders;
  return null;
}

/** SPEC §8: the results dialog's title says what kind of import it was. */
export function importResultTitle(result: ImportResult, locale: Locale = 'en'): string {
  const titles = importResultTitles(locale);
  if (result.errors.length > 0 && result.imported === 0 && result.updated === 0) return titles.failed;
  if (result.errors.length > 0) return titles.withErrors;
  if (result.shared_emails > 0) return titles.sharedEmails;
  if (result.duplicates_handled > 0) return titles.duplicates;
  if (result.updated > 0 && result.imported > 0) return titles.createdAndUpdated;
  if (result.updated > 0) return titles.updated;
  return titles.successful;
}

/**
 * SPEC §8 summary toast sentence. Its first three errors are listed in the results dialog that opens with it, with
 * every other row not imported (issue 17, decision 032), not in the toast.
 */
export function importSummary(result: ImportResult, locale: Locale = 'en'): string {
  return importMessages(locale).summary(result.imported, result.skipped, result.errors.length);
}

export class CsvImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CsvImportError';
  }
}

// SPEC §8: an error whose message carries success wording is really a success.
const SUCCESS_WORDING = /import completed|users imported|records updated|geocoded addresses/i;

/** Uploads the file as multipart (SPEC §7) and reads the answer, turning every failure into its SPEC §8 text. */
export async function uploadRoster(
  url: string,
  file: File,
  fetchImpl: Fetch,
  locale: Locale = 'en',
): Promise<ImportResult> {
  const say = importMessages(locale);
  const body = new FormData();
  body.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetchImpl(url, { method: 'POST', body });
  } catch {
    throw new CsvImportError(say.networkFailure);
  }
  const text = await response.text();
  if (/^\s*</.test(text)) throw new CsvImportError(`${say.failedPrefix}${say.htmlReply}`);
  let payload: { status?: string; data?: unknown; message?: string };
  try {
    payload = JSON.parse(text) as typeof payload;
  } catch {
    throw new CsvImportError(`${say.failedPrefix}${say.invalidJson}`);
  }
  // The schemas (and zod) arrive with the first upload, not with the members page (issue 18).
  const { importResultSchema } = await import('../../../lib/lazy-schemas');
  const result = importResultSchema.safeParse(payload.data);
  if (response.ok && result.success) return result.data;
  const message = payload.message ?? say.errorStatus(response.status);
  if (SUCCESS_WORDING.test(message) && result.success) return result.data;
  if (response.status >= 500) throw new CsvImportError(`${say.failedPrefix}${say.serverError(message)}`);
  throw new CsvImportError(`${say.failedPrefix}${message}`);
}

import {
  CSV_EXPORT_CLICK_GUARD_MS,
  CSV_EXPORT_MIN_BYTES,
  CSV_EXPORT_RESET_MS,
  exportMessages,
  type Locale,
} from '@club/shared/plain';

export const DEFAULT_CSV_FILENAME = 'members-export.csv';

/**
 * SPEC §4 export guard: a click within 2 s of the last accepted one, or while an export runs, is ignored. An export
 * that never reported back stops blocking after 30 s, so one lost answer cannot disable the button for good.
 */
export function createCsvClickGuard(now: () => number = Date.now) {
  let lastAcceptedAt = Number.NEGATIVE_INFINITY;
  let runningSince: number | null = null;
  return {
    /** True when this click may start an export; it then counts as running until finish(). */
    tryStart(): boolean {
      const time = now();
      if (time - lastAcceptedAt < CSV_EXPORT_CLICK_GUARD_MS) return false;
      if (runningSince !== null && time - runningSince < CSV_EXPORT_RESET_MS) return false;
      lastAcceptedAt = time;
      runningSince = time;
      return true;
    },
    finish(): void {
      runningSince = null;
    },
  };
}

/** SPEC §7: the file name comes from Content-Disposition, default members-export.csv. */
export function parseContentDispositionFilename(header: string | null, fallback = DEFAULT_CSV_FILENAME): string {
  if (!header) return fallback;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)?''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return sanitizeFilename(decodeURIComponent(encoded.trim().replace(/^"|"$/g, ''))) || fallback;
    } catch {
      // A malformed percent escape: fall through to the plain filename parameter.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(header);
  const name = plain?.[1] ?? plain?.[2]?.trim();
  return (name && sanitizeFilename(name)) || fallback;
}

/** Only the last path segment: a header cannot choose a folder for the download. */
function sanitizeFilename(name: string): string {
  return name.split(/[/\\]/).pop()?.trim() ?? '';
}

/** A failed export: its message is the SPEC §8 toast; a refused file also says what was wrong with it. */
export class CsvExportError extends Error {
  constructor(
    message: string,
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'CsvExportError';
  }
}

export type CsvExport = { blob: Blob; filename: string };

/**
 * Fetches the roster CSV (GET {base}/api/users/export/csv) and checks it before it is saved: a 401 asks the user
 * to sign in again, an answer that is not CSV (an error page, say) is refused, and so is a file under 100 bytes
 * (SPEC §5 CSV export), which cannot even hold the header row. The toasts are in the admin's language (issue 29).
 */
export async function fetchMembersCsv(url: string, fetchImpl: typeof fetch, locale: Locale = 'en'): Promise<CsvExport> {
  const say = exportMessages(locale);
  const response = await fetchImpl(url, { method: 'GET', headers: { Accept: 'text/csv' } });
  if (response.status === 401) throw new CsvExportError(say.authRequired);
  if (!response.ok) throw new CsvExportError(say.failed);
  if (!(response.headers.get('content-type') ?? '').toLowerCase().includes('csv')) {
    throw new CsvExportError(say.failed, say.invalidResponse);
  }
  const blob = await response.blob();
  if (blob.size < CSV_EXPORT_MIN_BYTES) throw new CsvExportError(say.failed, say.invalidData);
  return { blob, filename: parseContentDispositionFilename(response.headers.get('content-disposition')) };
}

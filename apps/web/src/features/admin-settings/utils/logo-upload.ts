import { BASE_LOCALE, commonMessages, type Locale, settingsMessages } from '@club/shared/plain';

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** SPEC §5: JPG, JPEG or PNG; the server pads it to a square and resizes it to 128×128. */
export const LOGO_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

export class LogoUploadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LogoUploadError';
  }
}

function readMessage(text: string): string {
  try {
    const payload = JSON.parse(text) as { message?: unknown };
    if (typeof payload.message === 'string' && payload.message) return payload.message;
  } catch {
    // Not JSON (a proxy's error page, say): its text is all there is to show.
  }
  return text.trim();
}

/**
 * POST {base}/api/settings/upload-logo as multipart field `logo` (SPEC §7). Resolves with the base64 PNG the
 * server made; does not save it. Every failure becomes its SPEC §8 text, in the reader's language (issue 29).
 */
export async function uploadLogo(
  url: string,
  file: File,
  fetchImpl: Fetch,
  locale: Locale = BASE_LOCALE,
): Promise<string> {
  const text = settingsMessages(locale);
  const body = new FormData();
  body.append('logo', file, file.name);
  let response: Response;
  try {
    response = await fetchImpl(url, { method: 'POST', body });
  } catch (error) {
    throw new LogoUploadError(text.logoUploadFailed(error instanceof Error ? error.message : String(error)));
  }
  const answer = await response.text();
  if (!response.ok) {
    throw new LogoUploadError(
      text.logoUploadFailed(readMessage(answer) || commonMessages(locale).httpError(response.status)),
    );
  }
  let logoData: unknown;
  try {
    logoData = (JSON.parse(answer) as { data?: { logo_data?: unknown } }).data?.logo_data;
  } catch {
    logoData = undefined;
  }
  if (typeof logoData !== 'string' || logoData === '') throw new LogoUploadError(text.logoBadFormat);
  return logoData;
}

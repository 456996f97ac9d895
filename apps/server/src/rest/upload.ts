import type { FastifyRequest } from 'fastify';
import { BASE_LOCALE, uploadMessages } from '@club/shared';
import { AppError, type ErrorCode, type FieldErrors } from '../lib/errors.js';

type UploadWords = ReturnType<typeof uploadMessages>;

/** An upload refused in English, with its text in each language: most name the field, which `inLocale` cannot find. */
function refusal(code: ErrorCode, say: (words: UploadWords) => string, fieldErrors?: FieldErrors): AppError {
  return new AppError(code, say(uploadMessages(BASE_LOCALE)), {
    ...(fieldErrors ? { fieldErrors } : {}),
    inLocale: (locale) => say(uploadMessages(locale)),
  });
}

/**
 * The multipart parser fails on what the client sent (no boundary, a body cut short, one file too many); those are
 * the client's errors and answer 4xx, never the 500 of a fault (issue 8).
 */
function uploadError(error: { code?: string }, field: string, maxMegabytes: number): AppError {
  if (error.code === 'FST_REQ_FILE_TOO_LARGE')
    return refusal('PAYLOAD_TOO_LARGE', (words) => words.tooLarge(maxMegabytes));
  if (error.code === 'FST_FILES_LIMIT') {
    return refusal('VALIDATION', (words) => words.oneFileAtATime(field), {
      [field]: uploadMessages(BASE_LOCALE).onlyOneFile,
    });
  }
  return refusal('BAD_REQUEST', (words) => words.unreadable(field));
}

/**
 * Reads the one uploaded file of a multipart request, refusing what is larger than the club's upload limit
 * (setting max_upload_size, SPEC §5) with a 413 a person can act on, and a request with more than one file.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  field: string,
  maxMegabytes: number,
): Promise<{ name: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw refusal('BAD_REQUEST', (words) => words.notMultipart(field));
  const maxBytes = maxMegabytes * 1024 * 1024;
  try {
    const parts = request.files({ limits: { fileSize: maxBytes, files: 1 } });
    const first = await parts.next();
    const part = first.done ? undefined : first.value;
    if (!part || part.fieldname !== field)
      throw refusal('VALIDATION', (words) => words.noFile(field), {
        [field]: uploadMessages(BASE_LOCALE).fileRequired,
      });
    const bytes = await part.toBuffer();
    // Reading on to the end of the body is what reveals a second file (the parser's files limit) or a cut-off body.
    for await (const extra of parts) extra.file.resume();
    return { name: part.filename, bytes };
  } catch (error) {
    throw error instanceof AppError ? error : uploadError(error as { code?: string }, field, maxMegabytes);
  }
}

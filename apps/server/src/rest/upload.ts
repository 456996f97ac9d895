import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.js';

/**
 * The multipart parser fails on what the client sent (no boundary, a body cut short, one file too many); those are
 * the client's errors and answer 4xx, never the 500 of a fault (issue 8).
 */
function uploadError(error: { code?: string }, field: string, maxMegabytes: number): AppError {
  if (error.code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError('PAYLOAD_TOO_LARGE', `The file is larger than the ${maxMegabytes} MB upload limit.`);
  if (error.code === 'FST_FILES_LIMIT') {
    return new AppError('VALIDATION', `Send one file at a time in the "${field}" field.`, {
      fieldErrors: { [field]: 'Only one file is accepted' },
    });
  }
  return new AppError(
    'BAD_REQUEST',
    `The upload could not be read: send the file as multipart/form-data in a field named "${field}".`,
  );
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
  if (!request.isMultipart())
    throw new AppError('BAD_REQUEST', `Send the file as multipart/form-data in a field named "${field}".`);
  const maxBytes = maxMegabytes * 1024 * 1024;
  try {
    const parts = request.files({ limits: { fileSize: maxBytes, files: 1 } });
    const first = await parts.next();
    const part = first.done ? undefined : first.value;
    if (!part || part.fieldname !== field)
      throw new AppError('VALIDATION', `No file in the "${field}" field.`, {
        fieldErrors: { [field]: 'A file is required' },
      });
    const bytes = await part.toBuffer();
    // Reading on to the end of the body is what reveals a second file (the parser's files limit) or a cut-off body.
    for await (const extra of parts) extra.file.resume();
    return { name: part.filename, bytes };
  } catch (error) {
    throw error instanceof AppError ? error : uploadError(error as { code?: string }, field, maxMegabytes);
  }
}

import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.js';

/**
 * Reads one uploaded file of a multipart request, refusing what is larger than the club's upload limit
 * (setting max_upload_size, SPEC §5) with a 413 a person can act on.
 */
export async function readUploadedFile(request: FastifyRequest, field: string, maxMegabytes: number): Promise<{ name: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST', `Send the file as multipart/form-data in a field named "${field}".`);
  const maxBytes = maxMegabytes * 1024 * 1024;
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (!part || part.fieldname !== field) throw new AppError('VALIDATION', `No file in the "${field}" field.`, { fieldErrors: { [field]: 'A file is required' } });
  const buffer = await part.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', `The file is larger than the ${maxMegabytes} MB upload limit.`);
    }
    throw error;
  });
  return { name: part.filename, bytes: buffer };
}

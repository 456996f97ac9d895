import type { FastifyReply } from 'fastify';
import type { FieldErrors } from '../lib/errors.js';

/** API.md success envelope. */
export function sendSuccess<T>(reply: FastifyReply, data: T, options: { status?: number; message?: string } = {}) {
  return reply.code(options.status ?? 200).send({
    status: 'success',
    data,
    ...(options.message ? { message: options.message } : {}),
  });
}

/**
 * API.md error envelope; `errors` only for validation failures. `data` only where a conflict says what a client must
 * know to decide (issue 25: what replacing a published schedule loses).
 */
export function errorBody(message: string, errors?: FieldErrors, data?: Record<string, unknown>) {
  return { status: 'error' as const, message, ...(errors ? { errors } : {}), ...(data ? { data } : {}) };
}

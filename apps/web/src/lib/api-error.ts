import { commonMessages } from '@club/shared/plain';
import { visitorLocale } from '../components/visitor-locale';

type ErrorData = { httpStatus?: unknown; code?: unknown; fieldErrors?: unknown; conflict?: unknown };

/**
 * A failed API call: tRPC's TRPCClientError, or the same error of the sign-in page's own calls (ApiCallError in
 * api-call.ts). Known by name, so this module does not bring the tRPC client into the sign-in page (issue 18).
 */
export const API_CALL_ERROR = 'TRPCClientError';
const isApiCallError = (error: unknown): error is Error & { data?: unknown } =>
  error instanceof Error && error.name === API_CALL_ERROR;

function getErrorData(error: unknown): ErrorData | undefined {
  if (!isApiCallError(error)) return undefined;
  const data: unknown = error.data;
  return typeof data === 'object' && data !== null ? data : undefined;
}

/** The HTTP status the server answered with; undefined when no answer arrived (network failure, timeout). */
export function getHttpStatus(error: unknown): number | undefined {
  const status = getErrorData(error)?.httpStatus;
  return typeof status === 'number' ? status : undefined;
}

/** The tRPC error code ('UNAUTHORIZED', 'FORBIDDEN', ...), when the server answered. */
export function getErrorCode(error: unknown): string | undefined {
  const code = getErrorData(error)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The server's message for each field of a failed validation (data.fieldErrors, field → message); empty otherwise. */
export function getFieldErrors(error: unknown): Record<string, string> {
  const fieldErrors = getErrorData(error)?.fieldErrors;
  if (typeof fieldErrors !== 'object' || fieldErrors === null) return {};
  return Object.fromEntries(
    Object.entries(fieldErrors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * Issue 25: what a 409 asks the client to decide on (data.conflict: what replacing a published schedule loses), or
 * undefined for any other failure.
 */
export function getConflict(error: unknown): Record<string, unknown> | undefined {
  const conflict = getErrorData(error)?.conflict;
  return typeof conflict === 'object' && conflict !== null ? { ...conflict } : undefined;
}

export function isUnauthorized(error: unknown): boolean {
  return getHttpStatus(error) === 401;
}

export function isForbidden(error: unknown): boolean {
  return getHttpStatus(error) === 403 || getErrorCode(error) === 'FORBIDDEN';
}

export function isClientError(error: unknown): boolean {
  const status = getHttpStatus(error);
  return status !== undefined && status >= 400 && status < 500;
}

/**
 * SPEC §8 generic handler: the server's message (in the caller's language already, issue 29), else 'Error {status}',
 * else the network message, in the page's language (which the app keeps on the reader's).
 */
export function getErrorMessage(error: unknown): string {
  const text = commonMessages(visitorLocale());
  const status = getHttpStatus(error);
  if (status !== undefined) return error instanceof Error && error.message ? error.message : text.httpError(status);
  if (isApiCallError(error)) return text.networkError;
  if (error instanceof Error && error.message) return error.message;
  return text.unknownError;
}

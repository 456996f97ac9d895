import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';
import type { z } from 'zod';
import { BASE_LOCALE, type Locale, MESSAGES, zodErrorsIn } from '@club/shared';

/** One map from an error code to its HTTP status and tRPC code (ARCHITECTURE.md rules of the house). */
export const ERROR_CODES = {
  BAD_REQUEST: { status: 400, trpc: 'BAD_REQUEST' },
  UNAUTHORIZED: { status: 401, trpc: 'UNAUTHORIZED' },
  FORBIDDEN: { status: 403, trpc: 'FORBIDDEN' },
  NOT_FOUND: { status: 404, trpc: 'NOT_FOUND' },
  CONFLICT: { status: 409, trpc: 'CONFLICT' },
  PAYLOAD_TOO_LARGE: { status: 413, trpc: 'PAYLOAD_TOO_LARGE' },
  VALIDATION: { status: 422, trpc: 'UNPROCESSABLE_CONTENT' },
  TOO_MANY_REQUESTS: { status: 429, trpc: 'TOO_MANY_REQUESTS' },
  INTERNAL: { status: 500, trpc: 'INTERNAL_SERVER_ERROR' },
  // Another server (the club's mail server) refused; its answer is safe to show, unlike our own faults.
  BAD_GATEWAY: { status: 502, trpc: 'BAD_GATEWAY' },
} as const satisfies Record<string, { status: number; trpc: TRPC_ERROR_CODE_KEY }>;

export type ErrorCode = keyof typeof ERROR_CODES;
export type FieldErrors = Record<string, string>;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: {
      fieldErrors?: FieldErrors;
      retryAfterSeconds?: number;
      /** What a client needs to decide after a conflict (issue 25: what replacing a schedule loses), beside the text. */
      data?: Record<string, unknown>;
      /**
       * What the unit of work wrote before this error stands, and the caller is still told of it: a swap request
       * closed because the rota changed under it answers 409 and stays closed.
       */
      keepsChanges?: true;
      /**
       * The message in a reader's language, for one whose English has inputs (an admin action, a path): `inLocale`
       * finds a text only by its whole English.
       */
      inLocale?: (locale: Locale) => string;
    } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return ERROR_CODES[this.code].status;
  }
}

/** The first readable message for each field, keyed by its dotted path. */
export function fieldErrorsFromZod(error: z.ZodError): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    fieldErrors[key] ??= issue.message;
  }
  return fieldErrors;
}

export function validationError(error: z.ZodError): AppError {
  return new AppError('VALIDATION', MESSAGES.validationFailed, { fieldErrors: fieldErrorsFromZod(error) });
}

/**
 * Parses with a shared schema and turns a failure into a 422 AppError; zod's own words for a wrong type are in the
 * caller's `locale` (a request's; code that no caller sent parses in English).
 */
export function parseOrThrow<S extends z.ZodType>(
  schema: S,
  value: unknown,
  locale: Locale = BASE_LOCALE,
): z.output<S> {
  const error = zodErrorsIn(locale);
  const result = schema.safeParse(value, error ? { error } : undefined);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

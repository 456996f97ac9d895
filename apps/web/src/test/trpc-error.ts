import { TRPCClientError } from '@trpc/client';

/** The tRPC code the server pairs with each HTTP status. */
export const TRPC_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  422: 'UNPROCESSABLE_CONTENT',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_SERVER_ERROR',
};

/** A tRPC error as the client builds it from a server answer with this HTTP status. */
export function trpcError(httpStatus: number, message = 'Server says no') {
  return new TRPCClientError(message, {
    result: {
      error: { message, code: -32000, data: { code: TRPC_CODES[httpStatus] ?? 'INTERNAL_SERVER_ERROR', httpStatus } },
    },
  });
}

/** A tRPC error with no server answer (the fetch itself failed). */
export function networkError() {
  return new TRPCClientError('Failed to fetch', { cause: new TypeError('Failed to fetch') });
}

import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@club/shared';
import { networkError, trpcError } from '../test/trpc-error';
import {
  getErrorMessage,
  getFieldErrors,
  getHttpStatus,
  isClientError,
  isForbidden,
  isUnauthorized,
} from './api-error';

describe('reading API errors', () => {
  it('reads the HTTP status the server answered with', () => {
    expect(getHttpStatus(trpcError(429))).toBe(429);
    expect(getHttpStatus(networkError())).toBeUndefined();
    expect(getHttpStatus(new Error('plain'))).toBeUndefined();
  });

  it('classifies 401, 403 and other 4xx answers', () => {
    expect(isUnauthorized(trpcError(401))).toBe(true);
    expect(isForbidden(trpcError(403))).toBe(true);
    expect(isClientError(trpcError(422))).toBe(true);
    expect(isClientError(trpcError(500))).toBe(false);
    expect(isClientError(networkError())).toBe(false);
  });
});

describe('getErrorMessage (SPEC §8 generic handler)', () => {
  it("prefers the server's message", () => {
    expect(getErrorMessage(trpcError(429, MESSAGES.tooManyLinkRequests))).toBe(MESSAGES.tooManyLinkRequests);
  });

  it("falls back to 'Error {status}' when the server gave no message", () => {
    expect(getErrorMessage(trpcError(502, ''))).toBe('Error 502');
  });

  it('says the network failed when no answer arrived', () => {
    expect(getErrorMessage(networkError())).toBe(MESSAGES.networkError);
  });

  it('says its own texts in the page’s language (issue 29)', () => {
    const previous = document.documentElement.lang;
    document.documentElement.lang = 'de';
    try {
      expect(getErrorMessage(trpcError(502, ''))).toBe('Fehler 502');
      expect(getErrorMessage(networkError())).toBe(
        'Keine Verbindung zum Server. Bitte prüfen Sie Ihre Internetverbindung.',
      );
      expect(getErrorMessage('nope')).toBe('Unbekannter Fehler');
    } finally {
      document.documentElement.lang = previous;
    }
  });

  it("uses a client-side error's own message, else 'Unknown error'", () => {
    expect(getErrorMessage(new Error(MESSAGES.invalidResponseStructure))).toBe(MESSAGES.invalidResponseStructure);
    expect(getErrorMessage('nope')).toBe(MESSAGES.unknownError);
  });
});

describe('getFieldErrors', () => {
  it("reads the server's per-field messages of a failed validation", () => {
    const error = new TRPCClientError('Validation failed', {
      result: {
        error: {
          message: 'Validation failed',
          code: -32000,
          data: { httpStatus: 422, fieldErrors: { email: 'Please enter a valid email address', count: 3 } },
        },
      },
    });
    expect(getFieldErrors(error)).toEqual({ email: 'Please enter a valid email address' });
  });

  it('is empty for other errors', () => {
    expect(getFieldErrors(trpcError(409))).toEqual({});
    expect(getFieldErrors(new Error('plain'))).toEqual({});
  });
});

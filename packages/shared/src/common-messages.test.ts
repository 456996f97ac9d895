import { describe, expect, it } from 'vitest';
import { commonMessages, MESSAGES } from './common-messages.js';
import { inLocale } from './messages/in-locale.js';

// The texts as they were plain text in the first script (issue 18), before issue 29 moved them into the catalog.
const ENGLISH = {
  authRequired: 'Authentication required',
  invalidToken: 'Invalid or expired token',
  loginLinkInvalid: 'The login link is invalid or has expired.',
  loginLinkRequestAgain: 'Please request a new login link below.',
  loginLinkUsedStillSignedIn: (name: string) =>
    `That login link has already been used or has expired. You are still signed in as ${name}.`,
  loginLinkSentAnswer: 'If that address is on the club roster, a login link is on its way.',
  tooManyLinkRequests: 'Too many login link requests. Please wait a few minutes and try again.',
  invalidServerResponse: 'Invalid response from server',
  invalidResponseStructure: 'Invalid response structure: missing token or user data',
  tokenValidationFailed: 'Token validation failed',
  sendLinkFailed: 'Failed to send login link: ',
  unknownError: 'Unknown error',
  networkError: 'Network error. Please check your connection.',
  fallbackError: 'The application encountered an unexpected error. Please try refreshing the page.',
  validationFailed: 'Validation failed',
  dateOutOfRange: (first: number, last: number) => `Please enter a date between ${first} and ${last}`,
  brokenCharacter:
    'The request contains a broken character (half of a UTF-16 surrogate pair, such as \\ud800), which no field can hold.',
  brokenCharacterField: 'Contains a broken character; please type this value again',
  notFound: 'Not found',
  noClubHere: 'There is no club at this address. Check the link, or ask your club for its address.',
  noClubHereTitle: 'No club here',
  pathPartTooLong: (max: number) => `A part of the address is longer than ${max} characters, so it names nothing here.`,
  badUrl: 'The address of the request does not decode (a stray % or a broken character).',
  headersTooLarge: 'The request headers are too large (cookies for this address may need clearing).',
  requestTimeout: 'The request took too long to arrive. Please try again.',
  malformedRequest: 'The request is not well-formed HTTP.',
  serverError: 'Something went wrong on the server. Please try again.',
  databaseUnavailable: 'The club database cannot be reached right now. Please try again in a moment.',
  changedMeanwhile: 'Someone else changed this at the same moment. Reload to see it, then try again.',
  devLoginRefused: 'Development sign-in is only available in development mode from this computer.',
  badHostHeader: 'The Host header of the request is not a host name.',
  adminRequired: (action: string) => `Admin access required to ${action}`,
  httpError: (status: number) => `Error ${status}`,
  appLoading: 'Loading the club app…',
  appLoadFailed: 'The club app could not be loaded. Please check your connection and reload this page.',
  dialogLoading: 'Loading…',
  appNeedsJavaScript: 'The club app needs JavaScript. Please turn it on in your browser and reload this page.',
};

describe('the common texts in the catalog (issue 29)', () => {
  it('keeps the English exactly as it was', () => {
    const { dateOutOfRange, loginLinkUsedStillSignedIn, pathPartTooLong, adminRequired, httpError, ...texts } = ENGLISH;
    expect(MESSAGES).toMatchObject(texts);
    expect(MESSAGES.dateOutOfRange(1900, 2200)).toBe(dateOutOfRange(1900, 2200));
    expect(MESSAGES.dateOutOfDateRange).toBe(dateOutOfRange(1900, 2200));
    expect(MESSAGES.loginLinkUsedStillSignedIn('José Member')).toBe(loginLinkUsedStillSignedIn('José Member'));
    expect(MESSAGES.pathPartTooLong(100)).toBe(pathPartTooLong(100));
    expect(MESSAGES.adminRequired('see the audit log')).toBe(adminRequired('see the audit log'));
    expect(MESSAGES.httpError(502)).toBe(httpError(502));
    // Added since, as Fastify words them: inLocale finds its refusals of a body by their English.
    const fastify = {
      bodyNotJson: "Body is not valid JSON but content-type is set to 'application/json'",
      bodyEmptyJson: "Body cannot be empty when content-type is set to 'application/json'",
      bodyTooLarge: 'Request body is too large',
      bodyLengthMismatch: 'Request body size did not match Content-Length',
      unsupportedMediaType: 'Unsupported Media Type',
    };
    expect(MESSAGES).toMatchObject(fastify);
    expect(Object.keys(MESSAGES).sort()).toEqual(
      [...Object.keys(ENGLISH), 'dateOutOfDateRange', ...Object.keys(fastify)].sort(),
    );
  });

  it('speaks German to a German reader', () => {
    const german = commonMessages('de');
    expect(german.authRequired).toBe('Bitte melden Sie sich an');
    expect(german.loginLinkInvalid).toBe('Der Anmeldelink ist ungültig oder abgelaufen.');
    expect(german.tooManyLinkRequests).toBe(
      'Es wurden zu viele Anmeldelinks angefordert. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
    );
    expect(german.appLoading).toBe('Die Club-App wird geladen …');
    expect(german.loginLinkUsedStillSignedIn('José Member')).toBe(
      'Dieser Anmeldelink wurde bereits benutzt oder ist abgelaufen. Sie sind weiterhin als José Member angemeldet.',
    );
    expect(german.httpError(502)).toBe('Fehler 502');
    expect(german.adminRequired('das Änderungsprotokoll sehen')).toBe(
      'Nur Administratoren dürfen das Änderungsprotokoll sehen.',
    );
    for (const [key, text] of Object.entries(german)) {
      if (typeof text === 'string') expect(text, key).not.toBe(MESSAGES[key as keyof typeof MESSAGES]);
    }
  });

  it("lets inLocale find the texts the server raises, the date schema's range among them", () => {
    expect(inLocale(MESSAGES.notFound, 'de')).toBe('Nicht gefunden');
    expect(inLocale(MESSAGES.badHostHeader, 'de')).toBe('Die Host-Kopfzeile der Anfrage ist kein Hostname.');
    expect(inLocale(MESSAGES.brokenCharacterField, 'de')).toBe(commonMessages('de').brokenCharacterField);
    expect(inLocale(MESSAGES.dateOutOfRange(1900, 2200), 'de')).toBe(
      'Bitte geben Sie ein Datum zwischen 1900 und 2200 ein',
    );
    expect(inLocale(MESSAGES.tooManyLinkRequests, 'en')).toBe(MESSAGES.tooManyLinkRequests);
  });
});

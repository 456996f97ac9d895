// SPEC §8 texts that users see, quoted exactly. Server and web import them from here so tests can assert them.
// The texts of every page and of the sign-in page; apart from the rest (messages.ts re-exports them) so the web app's
// first script carries only these (issue 18: a module lands whole in one chunk).

export const MESSAGES = {
  authRequired: 'Authentication required',
  invalidToken: 'Invalid or expired token',
  loginLinkInvalid: 'The login link is invalid or has expired.',
  loginLinkRequestAgain: 'Please request a new login link below.',
  /** Issue 17: an old link opened again where the member is still signed in. */
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
  /** Issue 28: a deployment of many clubs has no open club at this path or host. */
  noClubHere: 'There is no club at this address. Check the link, or ask your club for its address.',
  noClubHereTitle: 'No club here',
  /** Issue 26: a path part longer than the server reads (rest/framework-errors.ts). */
  pathPartTooLong: (max: number) => `A part of the address is longer than ${max} characters, so it names nothing here.`,
  badUrl: 'The address of the request does not decode (a stray % or a broken character).',
  headersTooLarge: 'The request headers are too large (cookies for this address may need clearing).',
  requestTimeout: 'The request took too long to arrive. Please try again.',
  malformedRequest: 'The request is not well-formed HTTP.',
  serverError: 'Something went wrong on the server. Please try again.',
  databaseUnavailable: 'The club database cannot be reached right now. Please try again in a moment.',
  /** Issue 26: two writes at once, and what this one needed was changed or removed by the other. */
  changedMeanwhile: 'Someone else changed this at the same moment. Reload to see it, then try again.',
  devLoginRefused: 'Development sign-in is only available in development mode from this computer.',
  badHostHeader: 'The Host header of the request is not a host name.',
  adminRequired: (action: string) => `Admin access required to ${action}`,
  httpError: (status: number) => `Error ${status}`,
  // Issue 18: shown by index.html itself before any script arrives, then by the app while a page's code loads.
  appLoading: 'Loading the club app…',
  appLoadFailed: 'The club app could not be loaded. Please check your connection and reload this page.',
  // A dialog whose code has not arrived yet when its button is pressed (issue 18: dialogs are chunks of their own).
  dialogLoading: 'Loading…',
  appNeedsJavaScript: 'The club app needs JavaScript. Please turn it on in your browser and reload this page.',
} as const;

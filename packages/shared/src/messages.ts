// SPEC §8 texts that users see, quoted exactly. Server and web import them from here so tests can assert them.

export const MESSAGES = {
  authRequired: 'Authentication required',
  invalidToken: 'Invalid or expired token',
  loginLinkInvalid: 'The login link is invalid or has expired.',
  loginLinkRequestAgain: 'Please request a new login link below.',
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
  notFound: 'Not found',
  serverError: 'Something went wrong on the server. Please try again.',
  devLoginRefused: 'Development sign-in is only available in development mode from this computer.',
  adminRequired: (action: string) => `Admin access required to ${action}`,
  httpError: (status: number) => `Error ${status}`,
} as const;

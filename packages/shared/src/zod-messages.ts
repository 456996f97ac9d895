import { z } from 'zod';
import { BASE_LOCALE } from './catalog.js';
import { errorMessages } from './messages/errors.js';

/**
 * zod's own text for a value that is not there ("Invalid input: expected string, received undefined") reaches people
 * through API.md's `errors` and the forms. Schemas name their own message where a field needs one; this is the
 * fallback for the rest (issue 8: every 4xx is readable).
 */
z.config({
  customError: (issue) => {
    if (issue.code !== 'invalid_type' || issue.input !== undefined) return undefined;
    const { fieldRequired, bodyRequired } = errorMessages(BASE_LOCALE);
    return issue.path?.length ? fieldRequired : bodyRequired;
  },
});

import { z } from 'zod';
import { BASE_LOCALE, catalog, type Locale } from './catalog.js';
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

type TypeName = 'string' | 'number' | 'int' | 'boolean' | 'object' | 'array' | 'null' | 'date';

function typeNames(locale: Locale): Record<TypeName, string> {
  const to = { locale };
  return {
    string: catalog.srv29_zod_type_string({}, to),
    number: catalog.srv29_zod_type_number({}, to),
    int: catalog.srv29_zod_type_int({}, to),
    boolean: catalog.srv29_zod_type_boolean({}, to),
    object: catalog.srv29_zod_type_object({}, to),
    array: catalog.srv29_zod_type_array({}, to),
    null: catalog.srv29_zod_type_null({}, to),
    date: catalog.srv29_zod_type_date({}, to),
  };
}

/** What JSON sent, in the words zod's `expected` uses. */
const sentType = (input: unknown): string =>
  input === null ? 'null' : Array.isArray(input) ? 'array' : input instanceof Date ? 'date' : typeof input;

/**
 * Issue 29: zod's own text for a value of the wrong JSON type (a REST client sending a number where text belongs) in
 * a German caller's language, given to the parse of that caller's request. zod calls it after a schema's own
 * message and before the fallback above, so a field's message and the "required" text are left as they are (the
 * edge finds those by their English). English is zod's own, unchanged: no error map for it.
 */
export function zodErrorsIn(locale: Locale): z.core.$ZodErrorMap | undefined {
  if (locale === BASE_LOCALE) return undefined;
  const names = typeNames(locale);
  const named = (type: string) => (type in names ? names[type as TypeName] : type);
  return (issue) => {
    if (issue.code !== 'invalid_type' || issue.input === undefined) return undefined;
    const expected = named(issue.expected);
    return catalog.srv29_zod_invalid_type({ expected, received: named(sentType(issue.input)) }, { locale });
  };
}

import { getFieldErrors } from './api-error';

export type FormWithErrors = { getValues: () => object; setErrors: (errors: Record<string, string>) => void };

/**
 * Puts what the server refused (a 422's `errors`, field → message) under the form's own fields. Answers whether any
 * field got a message, so the caller can show the rest of the failure elsewhere.
 */
export function showServerFieldErrors(
  form: FormWithErrors,
  error: unknown,
  fields: readonly string[] = Object.keys(form.getValues()),
): boolean {
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(getFieldErrors(error))) {
    const field = key.split('.')[0] ?? key;
    if (fields.includes(field)) errors[field] ??= message;
  }
  form.setErrors(errors);
  return Object.keys(errors).length > 0;
}

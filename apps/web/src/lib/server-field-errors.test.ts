import { describe, expect, it } from 'vitest';
import { trpcError } from '../test/trpc-error';
import { showServerFieldErrors } from './server-field-errors';

function formWith(values: object) {
  let errors: Record<string, string> = { stale: 'from before' };
  return {
    getValues: () => values,
    setErrors: (next: Record<string, string>) => (errors = next),
    errors: () => errors,
  };
}

const refused = (fieldErrors: Record<string, string>) => {
  const error = trpcError(422, 'Validation failed');
  Object.assign(error.data as object, { fieldErrors });
  return error;
};

describe('showServerFieldErrors', () => {
  it("puts the server's messages under the form's own fields, a nested path under its field", () => {
    const form = formWith({ email: '', phone: '' });
    expect(showServerFieldErrors(form, refused({ email: 'Taken', first_name: 'Nope', 'phone.0': 'Bad' }))).toBe(true);
    expect(form.errors()).toEqual({ email: 'Taken', phone: 'Bad' });
  });

  it('takes only the fields it is told the form shows', () => {
    const form = formWith({ email: '', phone: '', is_admin: false });
    expect(showServerFieldErrors(form, refused({ is_admin: 'Not yours', email: 'Taken' }), ['email'])).toBe(true);
    expect(form.errors()).toEqual({ email: 'Taken' });
  });

  it('clears the old messages and says so when the failure names no field of the form', () => {
    const form = formWith({ email: '' });
    expect(
      showServerFieldErrors(form, trpcError(409, 'A user with this exact name and email combination already exists')),
    ).toBe(false);
    expect(form.errors()).toEqual({});
  });
});

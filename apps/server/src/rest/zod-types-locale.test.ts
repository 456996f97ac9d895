import { beforeEach, describe, expect, it } from 'vitest';
import { createMember } from '../../test/factories.js';
import { bearer, useTestApp } from '../../test/harness.js';

// Issue 29: a REST client that sends JSON of the wrong type reads zod's own words in its caller's language.
const t = useTestApp();
let german: string;
let english: string;
beforeEach(async () => {
  const greta = await createMember(t.db, {
    first_name: 'Greta',
    email: 'greta@example.org',
    role: 'admin',
    locale: 'de',
  });
  german = await t.signIn(greta);
  english = await t.signIn(await createMember(t.db, { first_name: 'Ellen', email: 'e@example.org', role: 'admin' }));
});

const WRONG_TYPES = { first_name: 'Eva', last_name: 'Berg', email: 'eva@example.org', phone: 5551234, notes: [1] };
const post = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/users', headers: bearer(token), payload });

describe('a body of the wrong JSON types', () => {
  it('is refused in zod’s English to an English admin, as before', async () => {
    const response = await post(english, WRONG_TYPES);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      phone: 'Invalid input: expected string, received number',
      notes: 'Invalid input: expected string, received array',
    });
  });

  it('is refused in German to a German admin, a schema’s own message still its own', async () => {
    const response = await post(german, WRONG_TYPES);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      message: 'Bitte prüfen Sie Ihre Eingaben',
      errors: {
        phone: 'Ungültige Eingabe: erwartet wird ein Text, gesendet wurde eine Zahl.',
        notes: 'Ungültige Eingabe: erwartet wird ein Text, gesendet wurde eine Liste (Array).',
      },
    });
    // The field's own message comes first, and reaches German through the catalog as before.
    const { email: _email, ...withoutEmail } = WRONG_TYPES;
    const missing = await post(german, withoutEmail);
    expect(missing.json().errors.email).toBe('Bitte geben Sie die E-Mail-Adresse ein');
  });
});

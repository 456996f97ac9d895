import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { MEMBER_MESSAGES, MESSAGES } from '@club/shared';
import { members } from '../../db/schema/index.js';
import { createMember } from '../../../test/factories.js';
import { bearer, callTrpc, useTestApp } from '../../../test/harness.js';

// Issue 29: a bad member form is refused in the caller's language: SPEC §5's English, or German.
const t = useTestApp();
let german: string;
let english: string;
let germanMemberId: number;
beforeEach(async () => {
  const greta = await createMember(t.db, { first_name: 'Greta', email: 'greta@example.org', role: 'admin' });
  await t.db.update(members).set({ locale: 'de' }).where(eq(members.id, greta.id));
  germanMemberId = greta.id;
  german = await t.signIn(greta);
  english = await t.signIn(
    await createMember(t.db, { first_name: 'Ellen', email: 'ellen@example.org', role: 'admin' }),
  );
});

const BAD_FORM = { first_name: ' ', last_name: 'Berg', email: 'not-an-address', phone: 'ruf mich an' };
const post = (token: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/users', headers: { ...bearer(token), ...headers }, payload });

describe('a bad member form', () => {
  it('answers an English member in the SPEC’s English', async () => {
    const response = await post(english, BAD_FORM);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      message: MESSAGES.validationFailed,
      errors: {
        first_name: 'First name is required',
        email: 'Please enter a valid email address',
        phone: 'Please enter a valid phone number',
      },
    });
  });

  it('answers a German member in German, over REST and tRPC, whatever their browser asks', async () => {
    const response = await post(german, BAD_FORM, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      message: 'Bitte prüfen Sie Ihre Eingaben',
      errors: {
        first_name: 'Bitte geben Sie den Vornamen ein',
        email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
        phone: 'Bitte geben Sie eine gültige Telefonnummer ein',
      },
    });
    const viaTrpc = await callTrpc(t.app, 'users.create', { token: german, input: BAD_FORM, type: 'mutation' });
    expect(viaTrpc.error).toMatchObject({
      message: 'Bitte prüfen Sie Ihre Eingaben',
      data: { fieldErrors: { email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein' } },
    });
  });

  it('follows the club’s language for a member who chose none, and the service’s own refusals too', async () => {
    const admin = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: bearer(english),
      payload: { club_locale: 'de' },
    });
    expect(admin.statusCode).toBe(200);
    const other = await createMember(t.db, { first_name: 'Otto', email: 'otto@example.org' });
    const otto = await t.signIn(other);
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${germanMemberId}`,
      headers: bearer(otto),
      payload: { phone: '030 1234567' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Sie dürfen dieses Mitglied nicht bearbeiten.');
    expect(MEMBER_MESSAGES.noPermissionToEdit).toBe("You don't have permission to edit this member.");
  });

  it('refuses a German member’s own deletion and a household without an address in German (issue 29)', async () => {
    const own = await t.app.inject({ method: 'DELETE', url: `/api/users/${germanMemberId}`, headers: bearer(german) });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('Sie können Ihr eigenes Konto aus Sicherheitsgründen nicht löschen.');
    const moving = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${germanMemberId}`,
      headers: bearer(german),
      payload: { household_ids: [germanMemberId + 1] },
    });
    expect(moving.statusCode).toBe(422);
    expect(moving.json().errors).toMatchObject({
      household_ids: 'Bitte senden Sie die neue Adresse zusammen mit den Haushaltsmitgliedern, die mit Ihnen umziehen.',
    });
    expect(MEMBER_MESSAGES.cannotDeleteSelf).toBe('You cannot delete your own account for security reasons.');
  });

  it('answers a visitor nobody signed in by their Accept-Language', async () => {
    const asked = (language: string) =>
      t.app.inject({ method: 'GET', url: '/api/users', headers: { 'accept-language': language } });
    expect((await asked('de-CH')).json().message).toBe('Bitte melden Sie sich an');
    expect((await asked('en-US,de;q=0.5')).json().message).toBe(MESSAGES.authRequired);
  });
});

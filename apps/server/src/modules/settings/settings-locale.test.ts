import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EMAIL_MESSAGES, MESSAGES, SETTINGS_MESSAGES } from '@club/shared';
import { createMember } from '../../../test/factories.js';
import { bearer, callTrpc, useTestApp } from '../../../test/harness.js';
import { MailCatcher } from '../../../test/mail-catcher.js';

// Issue 29: the settings page's answers (a refused save, the SMTP test) reach a German admin in German, an English
// admin of the same club in the SPEC's English.
let mailServer: MailCatcher;
beforeAll(async () => {
  mailServer = await new MailCatcher().start();
});
afterAll(() => mailServer.stop());
const t = useTestApp();
let german: string;
let english: string;
beforeEach(async () => {
  mailServer.clear();
  german = await t.signIn(
    await createMember(t.db, { first_name: 'Greta', email: 'greta@example.org', role: 'admin', locale: 'de' }),
  );
  english = await t.signIn(
    await createMember(t.db, { first_name: 'Ellen', email: 'ellen@example.org', role: 'admin' }),
  );
});

const BAD_SETTINGS = { club_night_start: '7:30 pm', swap_offer_batch: 0, system_timezone: 'Mars/Olympus_Mons' };
const save = (token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/settings', headers: bearer(token), payload });
const testSmtp = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/email/test-smtp', headers: bearer(token), payload });

describe('a refused settings save', () => {
  it('answers an English admin in the SPEC’s English', async () => {
    const response = await save(english, BAD_SETTINGS);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      message: MESSAGES.validationFailed,
      errors: {
        club_night_start: SETTINGS_MESSAGES.clockTime('Club night start'),
        swap_offer_batch: SETTINGS_MESSAGES.swapOfferBatch,
        system_timezone: SETTINGS_MESSAGES.invalidTimezone,
      },
    });
  });

  it('answers a German admin in German, over REST and tRPC, whatever their browser asks', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { ...bearer(german), 'accept-language': 'en' },
      payload: BAD_SETTINGS,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      message: 'Bitte prüfen Sie Ihre Eingaben',
      errors: {
        club_night_start: 'Beginn des Clubabends muss eine Uhrzeit wie 19:30 sein oder leer bleiben',
        swap_offer_batch: 'Mitglieder pro Angebotswelle für Tausche: eine Zahl von 1 bis 500',
        system_timezone: 'Bitte wählen Sie eine gültige Zeitzone',
      },
    });
    const viaTrpc = await callTrpc(t.app, 'settings.update', { token: german, input: BAD_SETTINGS, type: 'mutation' });
    expect(viaTrpc.error).toMatchObject({
      data: { fieldErrors: { system_timezone: 'Bitte wählen Sie eine gültige Zeitzone' } },
    });
  });

  it('says in German why a setting cannot be written one at a time', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/no_such_key',
      headers: bearer(german),
      payload: { value: 1 },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Es gibt keine Einstellung namens „no_such_key“.');
  });
});

describe('the SMTP test', () => {
  it('tells a German admin in German that the mail server could not be reached, over REST and tRPC', async () => {
    const stopped = await new MailCatcher().start();
    await stopped.stop();
    const input = { smtp_host: '127.0.0.1', smtp_port: stopped.port, smtp_encryption: 'none' };
    const closed = await testSmtp(german, input);
    expect(closed.statusCode).toBe(502);
    expect(closed.json().message).toBe(`Keine Verbindung zum Mailserver 127.0.0.1:${stopped.port}.`);
    const viaTrpc = await callTrpc(t.app, 'email.testSmtp', { token: german, type: 'mutation', input });
    expect(viaTrpc.error.message).toBe(`Keine Verbindung zum Mailserver 127.0.0.1:${stopped.port}.`);
    expect((await testSmtp(english, input)).json().message).toBe(
      EMAIL_MESSAGES.smtpCouldNotConnect('127.0.0.1', stopped.port),
    );
  });

  it('refuses a German admin’s missing host and bad port in German', async () => {
    const response = await testSmtp(german, { smtp_host: ' ', smtp_port: 70000 });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      smtp_host: 'Bitte geben Sie den SMTP-Server an',
      smtp_port: 'Der SMTP-Port muss eine Zahl von 1 bis 65535 sein',
    });
  });

  it('answers a German admin’s working test, and writes its e-mail, in German', async () => {
    const response = await testSmtp(german, {
      smtp_host: '127.0.0.1',
      smtp_port: mailServer.port,
      smtp_encryption: 'none',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: { test_email_sent_to: 'greta@example.org' },
      message: 'SMTP-Test-E-Mail verschickt! Bitte sehen Sie in Ihrem Posteingang nach.',
    });
    const mail = await mailServer.waitFor('greta@example.org');
    expect(mail.subject).toBe('Square Dance Club: SMTP-Test');
    expect(mail.text).toContain(
      `Dies ist eine Test-E-Mail von Square Dance Club. Der Mailserver 127.0.0.1:${mailServer.port} funktioniert.`,
    );
  });
});

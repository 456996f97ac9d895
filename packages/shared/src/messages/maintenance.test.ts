import { describe, expect, it } from 'vitest';
import { inLocale } from './in-locale.js';
import { MAIL_MESSAGES, mailMessages } from './mail.js';
import { MAINTENANCE_MESSAGES, maintenanceMessages } from './maintenance.js';

// Issue 29: the maintenance and outbox texts in both languages; English stays the SPEC's.
describe('maintenance texts', () => {
  it('keep the SPEC’s English', () => {
    expect(MAINTENANCE_MESSAGES.membersCleared(1)).toBe('Successfully cleared 1 members from the database');
    expect(MAINTENANCE_MESSAGES.clearScheduleFailed('next', 'boom')).toBe('Failed to clear next schedule: boom');
    expect(MAINTENANCE_MESSAGES.scheduleCleared('current', 'Spring', 4)).toBe(
      'Successfully cleared current schedule "Spring" and 4 assignments',
    );
    expect(MAINTENANCE_MESSAGES.noScheduleToClear('next')).toBe('No next schedule found to clear');
    expect(MAINTENANCE_MESSAGES.secretsToEnterAgain(['smtp_password', 'google_api_key'])).toBe(
      'Backups never hold secrets. Enter again in the settings: the SMTP password, the Google Maps API key.',
    );
    expect(MAINTENANCE_MESSAGES.tokensLeftWithTheirClub(1)).toMatch(/^1 sign-in link, session or token \(/);
    expect(MAINTENANCE_MESSAGES.tokensLeftWithTheirClub(3)).toMatch(/^3 sign-in links, sessions and tokens \(/);
  });

  it('read German with German plurals', () => {
    const de = maintenanceMessages('de');
    expect(de.membersCleared(1)).toBe('1 Mitglied wurde gelöscht');
    expect(de.membersCleared(12)).toBe('12 Mitglieder wurden gelöscht');
    expect(de.scheduleCleared('next', 'Frühjahr', 1)).toBe(
      'Der nächste Dienstplan „Frühjahr“ und 1 Einteilung wurden gelöscht',
    );
    expect(de.noScheduleToClear('current')).toBe('Es gibt keinen aktuellen Dienstplan zum Löschen');
    expect(de.secretsToEnterAgain(['smtp_password'])).toBe(
      'Sicherungen enthalten nie Passwörter oder Schlüssel. Bitte in den Einstellungen erneut eingeben: das SMTP-Passwort.',
    );
  });

  it('are found by inLocale from the English the server raises', () => {
    expect(inLocale(MAINTENANCE_MESSAGES.backupNotFound, 'de')).toBe('Es gibt keine Sicherung mit diesem Namen.');
    expect(inLocale(MAIL_MESSAGES.notRetryable, 'de')).toBe(mailMessages('de').notRetryable);
    expect(inLocale(MAIL_MESSAGES.expired, 'de')).toBe('Nicht gesendet, bevor ihr Link abgelaufen ist.');
  });
});

describe('outbox texts', () => {
  it('keep the English of decision 044', () => {
    expect(MAIL_MESSAGES.sending(0, 1)).toBe('Sending: 0 of 1 e-mail sent…');
    expect(MAIL_MESSAGES.sending(2, 5)).toBe('Sending: 2 of 5 e-mails sent…');
    expect(MAIL_MESSAGES.allSent(1)).toBe('The e-mail was sent.');
    expect(MAIL_MESSAGES.allSent(4)).toBe('All 4 e-mails were sent.');
    expect(MAIL_MESSAGES.someFailed(1, 1)).toBe('1 of 1 e-mail could not be sent; see the Admin page.');
    expect(MAIL_MESSAGES.someFailed(2, 5)).toBe('2 of 5 e-mails could not be sent; see the Admin page.');
    expect(MAIL_MESSAGES.kindLabel('vacancy')).toBe("Can't serve");
    expect(MAIL_MESSAGES.kindLabel('unknown.kind')).toBe('unknown.kind');
  });

  it('read German, the verb agreeing with how many failed', () => {
    const de = mailMessages('de');
    expect(de.sending(0, 1)).toBe('Wird gesendet: 0 von 1 E-Mail gesendet …');
    expect(de.allSent(3)).toBe('Alle 3 E-Mails wurden gesendet.');
    expect(de.someFailed(1, 1)).toBe('1 von 1 E-Mail konnte nicht gesendet werden; siehe „Verwaltung“.');
    expect(de.someFailed(1, 5)).toBe('1 von 5 E-Mails konnte nicht gesendet werden; siehe „Verwaltung“.');
    expect(de.someFailed(2, 5)).toBe('2 von 5 E-Mails konnten nicht gesendet werden; siehe „Verwaltung“.');
    expect(de.kindLabel('reminder')).toBe('Erinnerung');
    expect(de.failedTitle).toBe('E-Mails, die nicht gesendet werden konnten');
  });
});

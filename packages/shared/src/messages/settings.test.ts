import { describe, expect, it } from 'vitest';
import { inLocale } from './in-locale.js';
import { EMAIL_MESSAGES, emailMessages, sampleReminderNames, SETTINGS_MESSAGES, settingsMessages } from './settings.js';

describe('the settings and e-mail texts in the reader’s language (issue 29)', () => {
  it('keeps the SPEC’s English, plurals included', () => {
    expect(SETTINGS_MESSAGES.clockTime('Club night start')).toBe(
      'Club night start must be a time such as 19:30, or empty',
    );
    expect(SETTINGS_MESSAGES.clubNightEndTime).toBe('Club night end must be a time such as 19:30, or empty');
    expect(SETTINGS_MESSAGES.saveFailed('Bad Gateway')).toBe('Failed to save settings: Bad Gateway');
    expect(SETTINGS_MESSAGES.updateFailed).toBe('Failed to update settings. ');
    expect(EMAIL_MESSAGES.smtpCouldNotConnect('mail.example.org', 587)).toBe(
      'Could not connect to the mail server mail.example.org:587.',
    );
    expect(EMAIL_MESSAGES.remindersQueued(1, 1)).toBe('1 reminder e-mail to 1 member on the way');
    expect(EMAIL_MESSAGES.remindersQueued(3, 4)).toBe('3 reminder e-mails to 4 members on the way');
    expect(EMAIL_MESSAGES.remindersWouldSend(1, '2026-04-29')).toBe('1 reminder email(s) would be sent on 2026-04-29.');
  });

  it('speaks German with its own plurals', () => {
    const settings = settingsMessages('de');
    const email = emailMessages('de');
    expect(settings.saveSettings).toBe('Speichern');
    expect(settings.clubNightStartTime).toBe(
      'Beginn des Clubabends muss eine Uhrzeit wie 19:30 sein oder leer bleiben',
    );
    expect(email.remindersQueued(1, 2)).toBe('1 Erinnerungs-E-Mail an 2 Mitglieder unterwegs');
    expect(email.remindersQueued(2, 1)).toBe('2 Erinnerungs-E-Mails an 1 Mitglied unterwegs');
    expect(email.remindersFailed(1)).toBe('1 konnte nicht verschickt werden: Es ist kein Mailserver eingerichtet');
    expect(email.remindersFailed(3)).toBe('3 konnten nicht verschickt werden: Es ist kein Mailserver eingerichtet');
    expect(email.remindersWouldSend(2, 'Mi., 29. April 2026')).toBe(
      'Am Mi., 29. April 2026 würden 2 Erinnerungen verschickt.',
    );
  });

  it('lets inLocale put the English the schemas and services raise into German', () => {
    expect(inLocale(SETTINGS_MESSAGES.clockTime('Club night end'), 'de')).toBe(
      'Ende des Clubabends muss eine Uhrzeit wie 19:30 sein oder leer bleiben',
    );
    expect(inLocale(SETTINGS_MESSAGES.oneLine, 'de')).toBe('Nur eine Zeile, ohne Zeilenumbrüche oder Steuerzeichen');
    expect(inLocale(EMAIL_MESSAGES.smtpPasswordNeeded, 'de')).toMatch(/^Bitte geben Sie das SMTP-Passwort ein: /);
    expect(inLocale(EMAIL_MESSAGES.smtpTestSent, 'de')).toBe(
      'SMTP-Test-E-Mail verschickt! Bitte sehen Sie in Ihrem Posteingang nach.',
    );
    expect(inLocale(EMAIL_MESSAGES.noMailServer, 'en')).toBe(EMAIL_MESSAGES.noMailServer);
  });

  it('has a German of its own for every text', () => {
    for (const group of [settingsMessages, emailMessages]) {
      const english = group('en') as Record<string, unknown>;
      for (const [key, text] of Object.entries(group('de'))) {
        if (typeof text === 'string') expect(text, key).not.toBe(english[key]);
      }
    }
  });
});

describe('the sample people of the template preview and the test e-mail (issue 29)', () => {
  it('keeps the English names and gives a German admin German ones, joined as German joins names', () => {
    expect(sampleReminderNames('en')).toEqual({
      member: 'Jordan Sample',
      otherSquareheads: 'Pat Sample and Sam Sample',
    });
    expect(sampleReminderNames('de')).toEqual({
      member: 'Erika Mustermann',
      otherSquareheads: 'Max Mustermann und Lisa Beispiel',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { adminActionMessages, adminRequiredIn } from './admin-actions.js';
import { AUDIT_MESSAGES, auditMessages } from './audit.js';
import { MAIL_BUDGET_MESSAGES, mailBudgetMessages } from './mail-budget.js';
import { SCHEDULE_REPLACE_MESSAGES, scheduleReplaceMessages } from './schedule.js';

// Issue 29: the server's answers with counts and reasons keep their English to the letter and read as German.
describe('replacing a published schedule', () => {
  it('keeps the English the tests of issue 25 read, singular and plural', () => {
    expect(SCHEDULE_REPLACE_MESSAGES.wouldReplace(3, 4, 1)).toBe(
      'A published next schedule exists. Creating a new one replaces it and loses 3 nights, 4 confirmations and 1 sign-up. Send replace: true to replace it anyway.',
    );
    expect(SCHEDULE_REPLACE_MESSAGES.wouldReplace(1, 0, 2)).toContain('loses 1 night, 0 confirmations and 2 sign-ups.');
    expect(SCHEDULE_REPLACE_MESSAGES.replaced('Winter', 0)).toBe('Replaced the published schedule “Winter”.');
    expect(SCHEDULE_REPLACE_MESSAGES.replaced('Winter', 1)).toBe(
      'Replaced the published schedule “Winter”. 1 member who had confirmed is being told.',
    );
    expect(SCHEDULE_REPLACE_MESSAGES.replaced('Winter', 3)).toBe(
      'Replaced the published schedule “Winter”. 3 members who had confirmed are being told.',
    );
    expect(SCHEDULE_REPLACE_MESSAGES.wouldLose('Winter', 3, 1, 0)).toBe(
      '“Winter” is published. Replacing it loses 3 nights, 1 confirmation and 0 sign-ups; the members who confirmed are told by e-mail.',
    );
  });

  it('speaks German with German plurals', () => {
    const german = scheduleReplaceMessages('de');
    expect(german.wouldReplace(1, 4, 1)).toBe(
      'Es gibt bereits einen veröffentlichten nächsten Dienstplan. Ein neuer ersetzt ihn, und dabei gehen 1 Clubabend, 4 Bestätigungen und 1 Selbsteintragung verloren. Senden Sie replace: true, um ihn trotzdem zu ersetzen.',
    );
    expect(german.replaced('Winter', 1)).toBe(
      'Der veröffentlichte Dienstplan „Winter“ wurde ersetzt. 1 Mitglied, das bestätigt hatte, wird benachrichtigt.',
    );
    expect(german.wouldLose('Winter', 3, 2, 0)).toBe(
      '„Winter“ ist veröffentlicht. Wird er ersetzt, gehen 3 Clubabende, 2 Bestätigungen und 0 Selbsteintragungen verloren; die Mitglieder, die bestätigt hatten, erhalten eine E-Mail.',
    );
  });
});

describe('the e-mails the hourly budget holds back', () => {
  it('keeps its English and counts in German', () => {
    expect(MAIL_BUDGET_MESSAGES.held(1)).toBe(
      '1 e-mail waits in the outbox: your actions have sent many e-mails to other members in the last hour, so the rest go out as the hour allows.',
    );
    expect(MAIL_BUDGET_MESSAGES.held(4)).toMatch(/^4 e-mails wait in the outbox: /);
    expect(mailBudgetMessages('de').held(1)).toMatch(/^1 E-Mail wartet im Postausgang: /);
    expect(mailBudgetMessages('de').held(4)).toMatch(/^4 E-Mails warten im Postausgang: /);
  });
});

describe('an admin route refused to a member', () => {
  it('names each action by its English phrase in English and by its own German in German', () => {
    for (const [english, german] of Object.entries(adminActionMessages('de'))) {
      expect(adminActionMessages('en')[english as keyof ReturnType<typeof adminActionMessages>]).toBe(english);
      expect(german, english).not.toBe(english);
    }
    expect(adminRequiredIn('see the audit log', 'en')).toBe('Admin access required to see the audit log');
    expect(adminRequiredIn('clear the next schedule', 'de')).toBe(
      'Nur Administratoren dürfen den nächsten Dienstplan leeren.',
    );
  });
});

describe('the audit log’s detail keys', () => {
  it('read in English as the keys did before they had words, and in German as German', () => {
    const { notify: _notify, told: _told, emails: _emails, ...keys } = AUDIT_MESSAGES.detailLabels;
    const german = auditMessages('de').detailLabels;
    for (const [key, english] of Object.entries(keys)) {
      expect(english).toBe(key.replace(/_id$/, '').replace(/_/g, ' '));
      expect(german[key], key).not.toBe(english);
    }
    expect(german).toMatchObject({ start_date: 'Startdatum', partner_id: 'Partner', first_name: 'Vorname' });
  });
});

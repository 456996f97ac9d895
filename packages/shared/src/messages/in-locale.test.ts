import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../common-messages.js';
import { ACTING_MESSAGES } from './acting.js';
import { errorMessages } from './errors.js';
import { fieldErrorsInLocale, inLocale } from './in-locale.js';
import { AVAILABILITY_MESSAGES, availabilityErrorMessages } from './availability.js';
import { MEMBER_MESSAGES, memberErrorMessages, memberMessages } from './member.js';
import { memberFormMessages } from './member-form.js';

describe('errors in the reader’s language (issue 29)', () => {
  it('has the English of the first script’s MESSAGES, exactly', () => {
    const { fieldRequired, bodyRequired, ...envelope } = errorMessages('en');
    expect(envelope).toEqual({
      validationFailed: MESSAGES.validationFailed,
      authRequired: MESSAGES.authRequired,
      invalidToken: MESSAGES.invalidToken,
      serverError: MESSAGES.serverError,
      databaseUnavailable: MESSAGES.databaseUnavailable,
      changedMeanwhile: MESSAGES.changedMeanwhile,
      noClubHere: MESSAGES.noClubHere,
    });
    expect([fieldRequired, bodyRequired]).toEqual(['This field is required', 'A request body is required']);
    expect(MEMBER_MESSAGES.firstNameRequired).toBe('First name is required');
  });

  it('puts a known English text into German and leaves English and unknown texts as they are', () => {
    expect(inLocale(MEMBER_MESSAGES.emailInvalid, 'de')).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein');
    expect(inLocale(MEMBER_MESSAGES.emailInvalid, 'en')).toBe(MEMBER_MESSAGES.emailInvalid);
    expect(inLocale('smtp.example.org said: 550 no such user', 'de')).toBe('smtp.example.org said: 550 no such user');
    expect(fieldErrorsInLocale({ phone: MEMBER_MESSAGES.phoneInvalid }, 'de')).toEqual({
      phone: 'Bitte geben Sie eine gültige Telefonnummer ein',
    });
  });

  it('has a German of its own for every text', () => {
    for (const group of [errorMessages, memberFormMessages, memberErrorMessages, availabilityErrorMessages]) {
      const english = group('en') as Record<string, string>;
      for (const [key, text] of Object.entries(group('de'))) expect(text, key).not.toBe(english[key]);
    }
  });

  it('finds the member and availability refusals the server raises, and words a household in German', () => {
    expect(inLocale(MEMBER_MESSAGES.cannotDeleteSelf, 'de')).toBe(
      'Sie können Ihr eigenes Konto aus Sicherheitsgründen nicht löschen.',
    );
    expect(inLocale(AVAILABILITY_MESSAGES.tooMany(50), 'de')).toBe(availabilityErrorMessages('de').tooMany);
    expect(ACTING_MESSAGES.onlyAdminsForOthers).toBe('Only administrators can do this for another member.');
    expect(inLocale(ACTING_MESSAGES.onlyAdminsForOthers, 'de')).toBe(
      'Nur Administratoren können das für ein anderes Mitglied tun.',
    );
    expect(MEMBER_MESSAGES.householdMoved(['Ann', 'Bo', 'Cy'])).toBe(
      'The new address was also saved for Ann, Bo and Cy.',
    );
    expect(memberMessages('de').householdMoved(['Ann', 'Bo'])).toBe(
      'Die neue Adresse wurde auch für Ann und Bo gespeichert.',
    );
    expect(memberMessages('de').created).toBe('Mitglied angelegt.');
  });
});

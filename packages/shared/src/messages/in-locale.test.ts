import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../common-messages.js';
import { errorMessages } from './errors.js';
import { fieldErrorsInLocale, inLocale } from './in-locale.js';
import { MEMBER_MESSAGES } from './member.js';
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
    for (const group of [errorMessages, memberFormMessages]) {
      const english = group('en') as Record<string, string>;
      for (const [key, text] of Object.entries(group('de'))) expect(text, key).not.toBe(english[key]);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { birthdayFromInput, writeBirthday } from './birthday.js';

describe('a birthday in the reader’s language (issue 29)', () => {
  it('is written MM/DD in English and TT.MM. in German, also when stored with a dash', () => {
    expect(writeBirthday('04/23', 'en')).toBe('04/23');
    expect(writeBirthday('04-23', 'en')).toBe('04/23');
    expect(writeBirthday('04/23', 'de')).toBe('23.04.');
    expect(writeBirthday(null, 'de')).toBe('');
  });

  it('reads a German day and month into the stored form, and leaves anything else to the schema', () => {
    expect(birthdayFromInput('23.04.')).toBe('04/23');
    expect(birthdayFromInput('3.4')).toBe('04/03');
    expect(birthdayFromInput('04/23')).toBe('04/23');
    expect(birthdayFromInput('April')).toBe('April');
  });
});

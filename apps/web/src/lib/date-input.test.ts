import { describe, expect, it } from 'vitest';
import { dateInputProps, parseTypedDate } from './date-input';

describe('dates as the reader types them (issue 29)', () => {
  it('reads German day first and English month first, and YYYY-MM-DD in both', () => {
    expect(parseTypedDate('28.02.2027', 'de')).toBe('2027-02-28');
    expect(parseTypedDate(' 1.3.2027 ', 'de')).toBe('2027-03-01');
    expect(parseTypedDate('02/28/2027', 'en')).toBe('2027-02-28');
    expect(parseTypedDate('2027-02-28', 'de')).toBe('2027-02-28');
    expect(parseTypedDate('2027-02-28', 'en')).toBe('2027-02-28');
  });

  it('refuses a day that does not exist and the other language’s form', () => {
    expect(parseTypedDate('31.02.2027', 'de')).toBeNull();
    expect(parseTypedDate('02/28/2027', 'de')).toBeNull();
    expect(parseTypedDate('28.02.2027', 'en')).toBeNull();
    expect(parseTypedDate('28.02.', 'de')).toBeNull();
  });

  it('shows German dates as DD.MM.YYYY and English as MM/DD/YYYY', () => {
    expect(dateInputProps('de')).toMatchObject({ valueFormat: 'DD.MM.YYYY', placeholder: 'TT.MM.JJJJ' });
    expect(dateInputProps('en')).toMatchObject({ valueFormat: 'MM/DD/YYYY', placeholder: 'MM/DD/YYYY' });
  });
});

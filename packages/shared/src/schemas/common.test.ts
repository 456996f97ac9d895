import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import { isoDateSchema } from './common.js';

const messageFor = (value: unknown) => {
  const result = isoDateSchema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('isoDateSchema', () => {
  it('accepts real calendar days from 1900 to 2200', () => {
    for (const value of ['1900-01-01', '2024-02-29', '2027-03-03', '2200-12-31'])
      expect(messageFor(value), value).toBeUndefined();
  });

  it('refuses days outside the years a club plans in, PostgreSQL having no year 0', () => {
    for (const value of ['0000-01-01', '0001-01-01', '1899-12-31', '2201-01-01', '9999-12-31']) {
      expect(messageFor(value), value).toBe(MESSAGES.dateOutOfRange(1900, 2200));
    }
  });

  it('refuses what is no calendar day with the one message', () => {
    for (const value of ['2025-02-30', '2025-13-01', '2025-2-3', 'tomorrow', ''])
      expect(messageFor(value), value).toBe('Please enter a valid date');
  });
});

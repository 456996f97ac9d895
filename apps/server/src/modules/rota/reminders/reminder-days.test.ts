import { describe, expect, it } from 'vitest';
import { parseReminderDays } from './reminder-days.js';

describe('reminder days', () => {
  it('reads reminder days as distinct numbers, largest first, ignoring spaces', () => {
    expect(parseReminderDays('1, 7,14 ,3,7')).toEqual([14, 7, 3, 1]);
    expect(parseReminderDays('')).toEqual([]);
    expect(parseReminderDays('0')).toEqual([0]);
  });
});

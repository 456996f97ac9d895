import { describe, expect, it } from 'vitest';
import { formatDanceDate, parseReminderDays } from './reminder-calendar.js';

describe('reminder calendar', () => {
  it('reads reminder days as distinct numbers, largest first, ignoring spaces', () => {
    expect(parseReminderDays('1, 7,14 ,3,7')).toEqual([14, 7, 3, 1]);
    expect(parseReminderDays('')).toEqual([]);
    expect(parseReminderDays('0')).toEqual([0]);
  });

  it('writes a dance date the way people read it', () => {
    expect(formatDanceDate('2026-12-02')).toBe('Wednesday, December 2, 2026');
  });
});

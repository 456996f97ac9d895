import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { formatTimestamp } from './format-timestamp';

describe('formatTimestamp', () => {
  it('formats an ISO timestamp in local time', () => {
    const iso = '2025-05-01T17:04:00.000Z';
    expect(formatTimestamp(iso, 'en')).toBe(dayjs(iso).format('MMM D, YYYY, h:mm A'));
  });

  // Issue 29: German reads the 24-hour clock whatever the club's clock.
  it('writes it as Germans do for a German reader', () => {
    const iso = '2025-05-01T17:04:00.000Z';
    expect(formatTimestamp(iso, 'de')).toBe(dayjs(iso).format('DD.MM.YYYY, HH:mm'));
  });

  it('returns text it cannot read unchanged', () => {
    expect(formatTimestamp('soon', 'de')).toBe('soon');
  });
});

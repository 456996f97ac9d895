import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { formatTimestamp } from './format-timestamp';

describe('formatTimestamp', () => {
  it('formats an ISO timestamp in local time', () => {
    const iso = '2025-05-01T17:04:00.000Z';
    expect(formatTimestamp(iso)).toBe(dayjs(iso).format('MMM D, YYYY, h:mm A'));
  });

  it('returns text it cannot read unchanged', () => {
    expect(formatTimestamp('soon')).toBe('soon');
  });
});

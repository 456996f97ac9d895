import { afterEach, describe, expect, it } from 'vitest';
import { formatBytes, formatDateTime } from './display-format';

describe('formatBytes', () => {
  it('writes a size in bytes, KB, MB or GB with one decimal', () => {
    expect(formatBytes(812, 'en')).toBe('812 B');
    expect(formatBytes(14_541, 'en')).toBe('14.2 KB');
    expect(formatBytes(3_250_586, 'en')).toBe('3.1 MB');
    expect(formatBytes(5 * 1024 ** 4, 'en')).toBe('5120.0 GB');
  });

  // Issue 29: German writes the decimal comma.
  it('writes the decimal comma for a German reader', () => {
    expect(formatBytes(812, 'de')).toBe('812 B');
    expect(formatBytes(14_541, 'de')).toBe('14,2 KB');
    expect(formatBytes(3_250_586, 'de')).toBe('3,1 MB');
  });
});

// Issue 29: the swap lists' moments in the reader's language, not the browser's, on the browser's own clock.
describe('formatDateTime', () => {
  const evening = new Date(2026, 11, 2, 19, 30).toISOString();
  afterEach(() => document.head.querySelector('meta[name="club-clock"]')?.remove());

  it('writes a German reader the short weekday, the month in words and the 24-hour clock', () => {
    expect(formatDateTime(evening, 'de')).toBe('Mi., 2. Dezember 2026, 19:30');
  });

  it('writes an English reader the club’s clock, as the page was served', () => {
    expect(formatDateTime(evening, 'en')).toBe('Dec 2, 2026, 7:30 PM');
    const meta = document.createElement('meta');
    meta.name = 'club-clock';
    meta.content = '24h';
    document.head.append(meta);
    expect(formatDateTime(evening, 'en')).toBe('Dec 2, 2026, 19:30');
    expect(formatDateTime(evening, 'de')).toBe('Mi., 2. Dezember 2026, 19:30');
  });
});

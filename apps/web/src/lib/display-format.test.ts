import { describe, expect, it } from 'vitest';
import { formatBytes } from './display-format';

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

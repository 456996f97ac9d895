import { describe, expect, it } from 'vitest';
import { getCoordinatesNote, getFullName } from './member-popup';

describe('member popup texts', () => {
  it('says when cached coordinates were geocoded', () => {
    expect(getCoordinatesNote({ geocoded_at: '2025-05-01T12:00:00.000Z' })).toBe(
      'Coordinates cached (geocoded May 1, 2025)',
    );
  });

  it('says the coordinates are cached when they did not come from the geocoder', () => {
    expect(getCoordinatesNote({ geocoded_at: null })).toBe('Coordinates cached');
  });

  it('names the member', () => {
    expect(getFullName({ first_name: 'Pat', last_name: 'Partner' })).toBe('Pat Partner');
  });
});

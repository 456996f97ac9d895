import { describe, expect, it } from 'vitest';
import { makeMember } from '../../../test/member-fixtures';
import { getMapMembers, hasHomeAddress } from './map-members';

const at = (address: string | null, latitude: number | null, longitude: number | null) =>
  makeMember({ address, latitude, longitude });

describe('hasHomeAddress', () => {
  it.each([
    [null, false],
    ['', false],
    ['   ', false],
    ['Web Host', false],
    [' web host ', false],
    ['12 Promenade Way, San Jose, CA', true],
    ['Web Host Lane 4, San Jose', true],
  ])('%j → %s', (address, expected) => {
    expect(hasHomeAddress({ address })).toBe(expected);
  });
});

describe('getMapMembers', () => {
  it('skips members with no address or the Web Host placeholder, and counts those still to geocode', () => {
    const placed = at('1 Main St', 37.3, -121.9);
    const { markers, awaitingGeocodeCount } = getMapMembers([
      at(null, 37.1, -121.1),
      at('Web Host', 37.2, -121.2),
      at('2 Side St', null, null),
      at('3 Far Rd', 37.4, null),
      placed,
    ]);
    expect(markers).toEqual([{ member: placed, position: [37.3, -121.9] }]);
    expect(awaitingGeocodeCount).toBe(2);
  });

  it('keeps the first member at shared coordinates in place and spreads the others on the spiral', () => {
    const [first, second, third] = [
      at('5 Reel Ln', 37.5, -122),
      at('5 Reel Ln', 37.5, -122),
      at('5 Reel Ln', 37.5, -122),
    ];
    const alone = at('6 Reel Ln', 37.6, -122);
    const { markers } = getMapMembers([first, alone, second, third]);
    const positions = new Map(markers.map(({ member, position }) => [member, position]));
    expect(positions.get(first)).toEqual([37.5, -122]);
    expect(positions.get(alone)).toEqual([37.6, -122]);
    // 37.5 + 0.002·cos 137.5°, -122 + 0.002·sin 137.5° (hand-computed, as in the shared spiral test).
    expect(positions.get(second)?.[0]).toBeCloseTo(37.49852545, 8);
    expect(positions.get(second)?.[1]).toBeCloseTo(-121.99864882, 8);
    // 37.5 + 0.0025·cos 275°, -122 + 0.0025·sin 275°.
    expect(positions.get(third)?.[0]).toBeCloseTo(37.50021789, 8);
    expect(positions.get(third)?.[1]).toBeCloseTo(-122.00249049, 8);
  });
});

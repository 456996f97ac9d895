import { describe, expect, it } from 'vitest';
import { getSpiralOffset } from './marker-spiral.js';

// Worked by hand from SPEC §9 (base 0.002°, +25% per repeat, 137.5° apart), with cos/sin from tables:
//   1st: r = 0.002,               θ = 137.5° → cos = -0.7372773, sin = 0.6755902
//   2nd: r = 0.002 × 1.25 = 0.0025,  θ = 275°   → cos =  0.0871557, sin = -0.9961947
//   3rd: r = 0.0025 × 1.25 = 0.003125, θ = 412.5° = 52.5° → cos = 0.6087614, sin = 0.7933533
describe('getSpiralOffset', () => {
  it('leaves the first member at an address where it is', () => {
    expect(getSpiralOffset(0)).toEqual({ dLat: 0, dLng: 0 });
  });

  it.each([
    [1, -0.00147455, 0.00135118],
    [2, 0.00021789, -0.00249049],
    [3, 0.00190238, 0.00247923],
  ])('moves repeat %i by the hand-computed offset', (repeat, dLat, dLng) => {
    const offset = getSpiralOffset(repeat);
    expect(offset.dLat).toBeCloseTo(dLat, 8);
    expect(offset.dLng).toBeCloseTo(dLng, 8);
  });

  it('moves each repeat 25% further out than the one before', () => {
    const distance = (repeat: number) => Math.hypot(getSpiralOffset(repeat).dLat, getSpiralOffset(repeat).dLng);
    expect(distance(1)).toBeCloseTo(0.002, 10);
    expect(distance(4)).toBeCloseTo(0.00390625, 10);
  });
});

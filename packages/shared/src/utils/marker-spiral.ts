import { MARKER_SPIRAL } from '../constants.js';

/** How far, in degrees, a marker is moved from the point it shares with others. */
export type SpiralOffset = { dLat: number; dLng: number };

const DEGREES_TO_RADIANS = Math.PI / 180;

/**
 * SPEC §9: markers at one address spread on a spiral. The first member there stays put (repeat 0); repeat n sits
 * 0.002° × 1.25^(n-1) away at n × 137.5°, the golden angle, so the markers never line up however many share a point.
 */
export function getSpiralOffset(repeat: number): SpiralOffset {
  if (repeat <= 0) return { dLat: 0, dLng: 0 };
  const radius = MARKER_SPIRAL.baseDegrees * MARKER_SPIRAL.growth ** (repeat - 1);
  const angle = repeat * MARKER_SPIRAL.angleDegrees * DEGREES_TO_RADIANS;
  return { dLat: radius * Math.cos(angle), dLng: radius * Math.sin(angle) };
}

import { describe, expect, it } from 'vitest';
import type { GeocodeProgress } from '@club/shared';
import { networkError, trpcError } from '../../../test/trpc-error';
import { describeProgress, getGeocodeOutcome, getGeocodeStartError } from './geocode-outcome';

const ended = (overrides: Partial<GeocodeProgress>): GeocodeProgress => ({
  status: 'completed',
  completed: 4,
  total: 4,
  geocoded: 4,
  errors: [],
  finished_at: '2025-05-02T12:00:00.000Z',
  ...overrides,
});
const notFound = (name: string) => `${name}: the address "1 Nowhere Rd" could not be found`;

describe('getGeocodeOutcome', () => {
  it('reports a clean run as a success', () => {
    expect(getGeocodeOutcome(ended({}))).toEqual({
      kind: 'success',
      message: 'Geocoding completed: 4 addresses geocoded',
    });
  });

  it('adds the error count and lists the first three members whose address was not found', () => {
    const errors = ['Ann', 'Bob', 'Cy', 'Di'].map(notFound);
    expect(getGeocodeOutcome(ended({ completed: 7, total: 7, geocoded: 3, errors }))).toEqual({
      kind: 'warning',
      message: [
        'Geocoding completed: 3 addresses geocoded, 4 errors occurred',
        'Ann: the address "1 Nowhere Rd" could not be found',
        'Bob: the address "1 Nowhere Rd" could not be found',
        'Cy: the address "1 Nowhere Rd" could not be found',
      ].join('\n'),
    });
  });

  it('reports a failed job with its errors and the common causes', () => {
    const outcome = getGeocodeOutcome(
      ended({ status: 'failed', geocoded: 0, errors: ['Ann: provider unavailable', 'Bob: provider unavailable'] }),
    );
    expect(outcome).toEqual({
      kind: 'error',
      message: [
        'Geocoding failed: 2 errors occurred',
        'Ann: provider unavailable',
        'Bob: provider unavailable',
        'Common causes:',
        '• Incomplete addresses',
        '• Invalid addresses',
        '• Network problems',
      ].join('\n'),
    });
  });
});

describe('getGeocodeStartError', () => {
  it('explains a 403 as the SPEC §8 admin message', () => {
    expect(getGeocodeStartError(trpcError(403, 'Admin access required to run geocoding'))).toBe(
      'Admin access required to geocode addresses.',
    );
  });

  it("passes on the server's missing-key message", () => {
    const message = 'Google Maps API key not configured. Please set it in Settings.';
    expect(getGeocodeStartError(trpcError(400, message))).toBe(message);
  });

  it('says the network failed when no answer arrived', () => {
    expect(getGeocodeStartError(networkError())).toBe('Network error. Please check your internet connection.');
  });
});

describe('describeProgress', () => {
  it('counts while running and sums up at the end', () => {
    expect(describeProgress(ended({ status: 'running', completed: 2, geocoded: 2 }))).toBe(
      'Geocoding addresses: 2 of 4',
    );
    expect(describeProgress(ended({ geocoded: 3, errors: [notFound('Ann')] }))).toBe(
      'Geocoding finished: 4 of 4 addresses processed, 3 geocoded, 1 not found',
    );
  });
});

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
  stalled: false,
  seconds_left: null,
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
    expect(describeProgress(ended({ status: 'failed', geocoded: 0, errors: ['Ann: x', 'Bob: y'] }))).toBe(
      'Geocoding failed: 2 errors occurred',
    );
    expect(describeProgress(ended({ geocoded: 3, errors: [notFound('Ann')] }))).toBe(
      'Geocoding finished: 4 of 4 addresses processed, 3 geocoded, 1 not found',
    );
  });
});

// Issue 17: how long the rest takes at the provider's pace, as the server reckons it.
describe('the time left while geocoding', () => {
  const running = (completed: number, total: number, secondsLeft: number, stalled = false) =>
    describeProgress(ended({ status: 'running', completed, total, seconds_left: secondsLeft, stalled }));

  it('says about 35 minutes for 2,000 addresses at one a second', () => {
    expect(running(0, 2000, 2000)).toBe('Geocoding addresses: 0 of 2000, about 35 minutes left');
    expect(running(251, 1831, 1580)).toBe('Geocoding addresses: 251 of 1831, about 25 minutes left');
  });

  it('counts minutes one by one when few are left, and hours for long runs', () => {
    expect(running(1, 4, 3)).toBe('Geocoding addresses: 1 of 4, less than a minute left');
    expect(running(10, 100, 90)).toBe('Geocoding addresses: 10 of 100, about 2 minutes left');
    expect(running(0, 600, 60)).toBe('Geocoding addresses: 0 of 600, about 1 minute left');
    expect(running(0, 9000, 9000)).toBe('Geocoding addresses: 0 of 9000, about 2.5 hours left');
  });

  it('gives no time for a run that has stopped moving', () => {
    expect(running(251, 1831, 1580, true)).toBe('Geocoding addresses: 251 of 1831');
  });
});

describe('a run where every address failed', () => {
  it("reads SPEC §8's 'Geocoding failed' text with the common causes", () => {
    const errors = ['Ann: the address "x" could not be found', 'Bob: the address "y" could not be found'];
    const outcome = getGeocodeOutcome(ended({ status: 'failed', completed: 2, total: 2, geocoded: 0, errors }));
    expect(outcome.kind).toBe('error');
    expect(outcome.message.split('\n')[0]).toBe('Geocoding failed: 2 errors occurred');
    expect(outcome.message).toContain('Common causes:');
  });
});

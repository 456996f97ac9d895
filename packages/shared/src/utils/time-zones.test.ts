import { describe, expect, it } from 'vitest';
import { TIMEZONES } from '../constants.js';
import { settingsUpdateSchema } from '../schemas/settings.js';
import { groupTimeZones, isSupportedTimeZone, OTHER_ZONES_GROUP, US_ZONES_GROUP } from './time-zones.js';

describe('the club time zone may be any IANA zone (issue 17)', () => {
  it('accepts every zone of Intl.supportedValuesOf, and the six of SPEC §9 as before', () => {
    const zones = Intl.supportedValuesOf('timeZone');
    expect(zones.length).toBeGreaterThan(300);
    expect(zones.filter((zone) => !isSupportedTimeZone(zone))).toEqual([]);
    for (const { value } of TIMEZONES) expect(isSupportedTimeZone(value)).toBe(true);
    for (const zone of ['Europe/Berlin', 'Australia/Sydney', 'Asia/Tokyo', 'America/Argentina/Buenos_Aires']) {
      expect(settingsUpdateSchema.safeParse({ system_timezone: zone }).success).toBe(true);
    }
  });

  it("accepts another runtime's name of a listed zone, UTC and the Etc/ zones, which values saved before may hold", () => {
    for (const zone of [
      'Asia/Kolkata',
      'Asia/Calcutta',
      'Europe/Kyiv',
      'Europe/Kiev',
      'US/Pacific',
      'UTC',
      'Etc/UTC',
      'Etc/GMT+5',
    ]) {
      expect([zone, isSupportedTimeZone(zone)]).toEqual([zone, true]);
    }
  });

  it('refuses what is no IANA zone, with the settings message', () => {
    for (const zone of [
      '',
      'Mars/Olympus',
      'PST8PDT!',
      '+05:30',
      '-08:00',
      'Europe/Berlin ',
      '../../etc/passwd',
      'Europe//Berlin',
    ]) {
      expect([zone, isSupportedTimeZone(zone)]).toEqual([zone, false]);
    }
    const parsed = settingsUpdateSchema.safeParse({ system_timezone: 'Mars/Olympus' });
    expect(parsed.error?.issues[0]?.message).toBe('Please choose a valid time zone');
  });
});

describe('the time zone choices', () => {
  const zones = [
    'Europe/Berlin',
    'America/Los_Angeles',
    'Africa/Cairo',
    'America/Argentina/Buenos_Aires',
    'Pacific/Honolulu',
    'Asia/Tokyo',
  ];

  it('put the six US zones first under their everyday names, then the rest by region in order, then UTC', () => {
    const groups = groupTimeZones(zones);
    expect(groups.map(({ group }) => group)).toEqual([
      US_ZONES_GROUP,
      'Africa',
      'America',
      'Asia',
      'Europe',
      OTHER_ZONES_GROUP,
    ]);
    expect(groups[0]?.items.map(({ label }) => label)).toEqual([
      'Eastern (America/New York)',
      'Central (America/Chicago)',
      'Mountain (America/Denver)',
      'Pacific (America/Los Angeles)',
      'Alaska (America/Anchorage)',
      'Hawaii (Pacific/Honolulu)',
    ]);
    expect(groups.find(({ group }) => group === 'America')?.items).toEqual([
      { value: 'America/Argentina/Buenos_Aires', label: 'America/Argentina/Buenos Aires' },
    ]);
    expect(groups.at(-1)?.items).toEqual([{ value: 'UTC', label: 'UTC' }]);
  });

  it('list each zone once, as a searchable select needs', () => {
    const values = groupTimeZones(Intl.supportedValuesOf('timeZone')).flatMap(({ items }) =>
      items.map(({ value }) => value),
    );
    expect(new Set(values).size).toBe(values.length);
    expect(values.length).toBe(Intl.supportedValuesOf('timeZone').length + 1);
  });

  it('keep a saved zone this browser does not list, so it is shown and not lost', () => {
    expect(groupTimeZones(zones, 'Asia/Calcutta').at(-1)?.items).toContainEqual({
      value: 'Asia/Calcutta',
      label: 'Asia/Calcutta',
    });
    expect(groupTimeZones(zones, 'Europe/Berlin').at(-1)?.items).toEqual([{ value: 'UTC', label: 'UTC' }]);
  });
});

// Issue 29: a German admin reads the regions in German and finds each zone by its German name too.
describe('the time zone choices in German', () => {
  const zones = ['Europe/Berlin', 'Africa/Cairo', 'Pacific/Honolulu', 'Indian/Maldives'];
  const july = new Date(Date.UTC(2027, 6, 1));

  it('name the groups in German and give each zone its German long name beside its id', () => {
    const groups = groupTimeZones(zones, '', 'de', july);
    expect(groups.map(({ group }) => group)).toEqual([
      'Vereinigte Staaten',
      'Afrika',
      'Europa',
      'Indischer Ozean',
      'Sonstige',
    ]);
    expect(groups[0]?.items[0]).toEqual({
      value: 'America/New_York',
      label: 'Nordamerikanische Ostküstenzeit (America/New York)',
    });
    expect(groups.find(({ group }) => group === 'Europa')?.items).toEqual([
      { value: 'Europe/Berlin', label: 'Europe/Berlin (Mitteleuropäische Zeit)' },
    ]);
    expect(groups.at(-1)?.items).toEqual([{ value: 'UTC', label: 'UTC' }]);
  });

  it('keep the English labels as they were', () => {
    expect(groupTimeZones(zones, '', 'en', july)).toEqual(groupTimeZones(zones));
  });
});

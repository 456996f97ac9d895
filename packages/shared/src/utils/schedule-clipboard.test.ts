import { describe, expect, it } from 'vitest';
import type { Assignment } from '../schemas/schedule.js';
import {
  type ClipboardPerson,
  formatNightNames,
  formatScheduleForClipboard,
  longDate,
  shortDate,
} from './schedule-clipboard.js';

const person = (
  id: number,
  first_name: string,
  last_name: string,
  partner_id: number | null = null,
): ClipboardPerson => ({
  id,
  first_name,
  last_name,
  partner_id,
});
const people = [
  person(1, 'John', 'Smith', 2),
  person(2, 'Jane', 'Smith', 1),
  person(3, 'Ann', 'Brown', 4),
  person(4, 'Raj', 'Patel', 3),
  person(5, 'Zoe', 'Adams'),
  person(6, 'Carl', 'Young'),
];
const lookup = new Map(people.map((entry) => [entry.id, entry]));
const pick = (...ids: number[]) => ids.map((id) => lookup.get(id)!);

const night = (
  dance_date: string,
  ids: (number | null)[],
  club_night_type: Assignment['club_night_type'] = 'NORMAL',
  notes: string | null = null,
): Assignment => ({
  id: 1,
  schedule_id: 1,
  dance_date,
  club_night_type,
  squarehead1_id: ids[0] ?? null,
  squarehead2_id: ids[1] ?? null,
  squarehead3_id: ids[2] ?? null,
  squarehead4_id: ids[3] ?? null,
  squarehead1_name: null,
  squarehead2_name: null,
  squarehead3_name: null,
  squarehead4_name: null,
  notes,
  status: 'partial',
  cant_serve_ids: [],
  self_signup_ids: [],
  start_time: null,
  end_time: null,
  caller: null,
  cuer: null,
  program: null,
  theme: null,
  cancelled_at: null,
  cancel_reason: null,
});

describe('clipboard names for one night', () => {
  it.each([
    [[1, 2], 'Jane & John Smith'],
    [[3, 4], 'Ann Brown & Raj Patel'],
    [[6, 5], 'Zoe Adams, Carl Young'],
    [[6, 1, 5, 2], 'Zoe Adams, Jane & John Smith, Carl Young'],
    [[4, 6, 3], 'Ann Brown & Raj Patel, Carl Young'],
    [[1, 3, 2, 4], 'Ann Brown & Raj Patel, Jane & John Smith'],
    [[1], 'John Smith'],
  ])('%j reads %s', (ids, expected) => {
    expect(formatNightNames(pick(...ids))).toBe(expected);
  });
});

const april = { name: 'April 2026 Schedule', start_date: '2026-04-01', end_date: '2026-04-29' };

describe('the whole schedule', () => {
  it('opens with the name and period, then one line per night sorted by date, with fifth Wednesdays and empty nights spelled out', () => {
    const text = formatScheduleForClipboard(
      april,
      [
        night('2026-04-29', [1, 2], 'FIFTH WED'),
        night('2026-04-15', []),
        night('2026-04-01', [1, 2, 5, 6]),
        night('2026-04-08', [3, 3, 4]),
      ],
      lookup,
      '12h',
    );
    expect(text).toBe(
      [
        'April 2026 Schedule',
        'Apr 1, 2026 to Apr 29, 2026',
        '',
        'Apr 1: Zoe Adams, Jane & John Smith, Carl Young',
        'Apr 8: Ann Brown & Raj Patel',
        'Apr 15: Unassigned',
        'Apr 29: The RJ Board for 5TH Wednesday!',
      ].join('\n'),
    );
  });

  it("puts each night's notes on a line of their own under the night, which keeps its own line unchanged", () => {
    const text = formatScheduleForClipboard(
      april,
      [
        night('2026-04-08', [5], 'NORMAL', 'Bring the\n  sound system '),
        night('2026-04-01', [6], 'NORMAL', '   '),
        night('2026-04-29', [], 'FIFTH WED', 'Potluck'),
      ],
      lookup,
      '12h',
    );
    expect(text.split('\n').slice(3)).toEqual([
      'Apr 1: Carl Young',
      'Apr 8: Zoe Adams',
      '    Note: Bring the sound system',
      'Apr 29: The RJ Board for 5TH Wednesday!',
      '    Note: Potluck',
    ]);
  });

  it("puts a cancelled night's reason, then its times and details, under the night's unchanged line", () => {
    const text = formatScheduleForClipboard(
      april,
      [
        {
          ...night('2026-04-08', [5, 6], 'NORMAL', 'Potluck'),
          start_time: '19:00',
          end_time: '21:30',
          caller: 'Ann Caller',
          cuer: 'Bo Cuer',
          program: 'Plus',
          theme: 'Hoedown',
        },
        { ...night('2026-04-01', [1, 2]), cancelled_at: '2026-03-20T10:00:00.000Z', cancel_reason: 'Hall flooded' },
        { ...night('2026-04-15', [3]), program: 'Mainstream' },
      ],
      lookup,
      '12h',
    );
    expect(text.split('\n').slice(3)).toEqual([
      'Apr 1: Jane & John Smith',
      '    CANCELLED — Hall flooded',
      'Apr 8: Zoe Adams, Carl Young',
      '    7:00 PM–9:30 PM · Caller: Ann Caller · Cuer: Bo Cuer · Program: Plus · Theme: Hoedown',
      '    Note: Potluck',
      'Apr 15: Ann Brown',
      '    Program: Mainstream',
    ]);
  });

  it("writes a night's times in the club's clock (issue 26)", () => {
    const evening = { ...night('2026-04-08', [5]), start_time: '19:00', end_time: '21:30' };
    expect(formatScheduleForClipboard(april, [evening], lookup, '24h').split('\n').slice(4)).toEqual([
      '    19:00–21:30',
    ]);
    expect(formatScheduleForClipboard(april, [evening], lookup, '12h').split('\n').slice(4)).toEqual([
      '    7:00 PM–9:30 PM',
    ]);
  });

  it('writes dates as Mon D, and the period as Mon D, YYYY', () => {
    expect(shortDate('2026-12-02')).toBe('Dec 2');
    expect(shortDate('2027-01-31')).toBe('Jan 31');
    expect(longDate('2027-01-31')).toBe('Jan 31, 2027');
  });
});

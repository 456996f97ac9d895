import { describe, expect, it } from 'vitest';
import { type Assignment, formatScheduleForClipboard } from '@club/shared';
import { makeMember } from '../../../../test/member-fixtures';
import { toClipboardPeople } from './clipboard-people';

describe('toClipboardPeople', () => {
  it('keys the roster by id with partner links, so the copy pairs partners', () => {
    const people = toClipboardPeople([
      makeMember({ id: 1, first_name: 'Alex', last_name: 'Lee', partner_id: 2 }),
      makeMember({ id: 2, first_name: 'Pat', last_name: 'Lee', partner_id: 1 }),
    ]);
    expect(people.get(1)).toEqual({ id: 1, first_name: 'Alex', last_name: 'Lee', partner_id: 2 });
    const night = {
      dance_date: '2026-01-07',
      club_night_type: 'NORMAL',
      squarehead1_id: 1,
      squarehead2_id: 2,
      squarehead3_id: null,
      squarehead4_id: null,
    } as Assignment;
    const schedule = { name: 'January 2026 Schedule', start_date: '2026-01-07', end_date: '2026-01-07' };
    expect(formatScheduleForClipboard(schedule, [night], people, '12h').split('\n').at(-1)).toBe(
      'Jan 7: Alex & Pat Lee',
    );
  });
});

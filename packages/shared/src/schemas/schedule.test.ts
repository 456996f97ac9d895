import { describe, expect, it } from 'vitest';
import { assignmentStatus } from './schedule.js';

describe('assignmentStatus (SPEC §4)', () => {
  it('derives complete, partial and unassigned from the four slots', () => {
    expect(assignmentStatus([1, 2, 3, 4], 'NORMAL')).toBe('complete');
    expect(assignmentStatus([1, null, 3, null], 'NORMAL')).toBe('partial');
    expect(assignmentStatus([null, null, null, null], 'NORMAL')).toBe('unassigned');
  });

  // Issue 17 item 10, decision 028.
  it('calls an empty FIFTH WED night the board night, and a staffed one like any other', () => {
    expect(assignmentStatus([null, null, null, null], 'FIFTH WED')).toBe('board_night');
    expect(assignmentStatus([null, 5, null, null], 'FIFTH WED')).toBe('partial');
    expect(assignmentStatus([1, 2, 3, 4], 'FIFTH WED')).toBe('complete');
  });
});

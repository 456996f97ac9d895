import { describe, expect, it } from 'vitest';
import { countStatuses, getStatusColor, getStatusLabel } from './assignment-status';

const slots = (...ids: (number | null)[]) => ({
  squarehead1_id: ids[0] ?? null,
  squarehead2_id: ids[1] ?? null,
  squarehead3_id: ids[2] ?? null,
  squarehead4_id: ids[3] ?? null,
});

describe('getStatusLabel', () => {
  it('reads Complete, n/4 Assigned and Unassigned (SPEC §4)', () => {
    expect(getStatusLabel({ status: 'complete', ...slots(1, 2, 3, 4) })).toBe('Complete');
    expect(getStatusLabel({ status: 'partial', ...slots(1, null, 3) })).toBe('2/4 Assigned');
    expect(getStatusLabel({ status: 'unassigned', ...slots() })).toBe('Unassigned');
  });

  it('reads Board night for an empty FIFTH WED night, in a colour that asks for nothing (issue 17)', () => {
    expect(getStatusLabel({ status: 'board_night', ...slots() })).toBe('Board night');
    expect(getStatusColor('board_night', 'current')).toBe('blue');
  });

  it("reads Needs replacement, in a colour that asks for action, when someone on duty can't serve (issue 17)", () => {
    expect(getStatusLabel({ status: 'needs_replacement', ...slots(1, 2, 3, 4) })).toBe('Needs replacement');
    expect(getStatusColor('needs_replacement', 'next')).toBe('orange');
  });
});

describe('getStatusColor', () => {
  it('shows unassigned as danger on the current schedule and secondary on the next', () => {
    expect(getStatusColor('unassigned', 'current')).toBe('red');
    expect(getStatusColor('unassigned', 'next')).toBe('gray');
    expect(getStatusColor('complete', 'next')).toBe('green');
    expect(getStatusColor('partial', 'current')).toBe('yellow');
  });
});

describe('countStatuses', () => {
  it('counts each status', () => {
    expect(
      countStatuses([
        { status: 'complete' },
        { status: 'partial' },
        { status: 'partial' },
        { status: 'board_night' },
        { status: 'needs_replacement' },
      ]),
    ).toEqual({
      complete: 1,
      partial: 2,
      unassigned: 0,
      board_night: 1,
      needs_replacement: 1,
    });
  });
});

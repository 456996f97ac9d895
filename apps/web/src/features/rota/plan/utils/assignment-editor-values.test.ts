import { describe, expect, it } from 'vitest';
import { type Assignment, assignmentUpdateSchema, SCHEDULE_MESSAGES } from '@club/shared';
import {
  type AssignmentEditorValues,
  getDuplicateConflict,
  getPartnerWarnings,
  toEditorValues,
} from './assignment-editor-values';

const values = (overrides: Partial<AssignmentEditorValues> = {}): AssignmentEditorValues => ({
  club_night_type: 'NORMAL',
  squarehead1_id: null,
  squarehead2_id: null,
  squarehead3_id: null,
  squarehead4_id: null,
  notes: '',
  start_time: '',
  end_time: '',
  caller: '',
  cuer: '',
  program: null,
  theme: '',
  ...overrides,
});

const person = (id: number, first: string, last: string, partner?: { id: number; first: string; last: string }) => ({
  id,
  first_name: first,
  last_name: last,
  partner_id: partner?.id ?? null,
  partner_first_name: partner?.first ?? null,
  partner_last_name: partner?.last ?? null,
});

describe('editor values', () => {
  it('round-trips an assignment into integer ids or null and trimmed notes (SPEC §5)', () => {
    const assignment: Assignment = {
      id: 9,
      schedule_id: 1,
      dance_date: '2026-01-07',
      club_night_type: 'NORMAL',
      squarehead1_id: 3,
      squarehead2_id: null,
      squarehead3_id: 5,
      squarehead4_id: null,
      squarehead1_name: 'A B',
      squarehead2_name: null,
      squarehead3_name: 'C D',
      squarehead4_name: null,
      notes: null,
      status: 'partial',
      cant_serve_ids: [],
      self_signup_ids: [],
      start_time: '19:30',
      end_time: null,
      caller: 'Cal Caller',
      cuer: null,
      program: 'Plus',
      theme: null,
      cancelled_at: null,
      cancel_reason: null,
    };
    const edited = { ...toEditorValues(assignment), notes: '  bring cake  ', theme: 'Hoedown', caller: '' };
    expect(edited.squarehead1_id).toBe('3');
    // The form saves what the shared schema reads from its fields; an emptied detail is cleared (null), as the server
    // reads an empty one.
    expect(assignmentUpdateSchema.parse(edited)).toEqual({
      club_night_type: 'NORMAL',
      squarehead1_id: 3,
      squarehead2_id: null,
      squarehead3_id: 5,
      squarehead4_id: null,
      notes: 'bring cake',
      start_time: '19:30',
      end_time: null,
      caller: null,
      cuer: null,
      program: 'Plus',
      theme: 'Hoedown',
    });
    expect(assignmentUpdateSchema.parse({ ...edited, notes: '   ' }).notes).toBeNull();
  });
});

describe('getDuplicateConflict', () => {
  it('flags one person in two slots and ignores empty slots', () => {
    expect(getDuplicateConflict(values({ squarehead1_id: '3', squarehead3_id: '3' }))).toBe(
      SCHEDULE_MESSAGES.sameSquarehead,
    );
    expect(getDuplicateConflict(values({ squarehead1_id: '3', squarehead2_id: '4' }))).toBeNull();
  });
});

describe('getPartnerWarnings', () => {
  const pat = { id: 2, first: 'Pat', last: 'Lee' };
  const members = [
    person(1, 'Alex', 'Lee', pat),
    person(2, 'Pat', 'Lee', { id: 1, first: 'Alex', last: 'Lee' }),
    person(3, 'Sam', 'Solo'),
  ];

  it('warns when a chosen member’s partner is not chosen', () => {
    expect(getPartnerWarnings(values({ squarehead1_id: '1', squarehead2_id: '3' }), members)).toEqual([
      SCHEDULE_MESSAGES.partnerWarning('Alex Lee', 'Pat Lee'),
    ]);
  });

  it('is quiet when partners are together', () => {
    expect(getPartnerWarnings(values({ squarehead1_id: '1', squarehead2_id: '2' }), members)).toEqual([]);
  });

  it('names a partner who is not in the list from the member’s partner fields', () => {
    const outsider = [person(7, 'Kim', 'Park', { id: 8, first: 'Jo', last: 'Park' })];
    expect(getPartnerWarnings(values({ squarehead4_id: '7' }), outsider)).toEqual([
      SCHEDULE_MESSAGES.partnerWarning('Kim Park', 'Jo Park'),
    ]);
  });
});

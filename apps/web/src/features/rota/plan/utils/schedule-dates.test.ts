import { describe, expect, it } from 'vitest';
import { SCHEDULE_MESSAGES } from '@club/shared';
import {
  applyStartDate,
  formatDanceDate,
  formatPeriod,
  getDefaultScheduleName,
  getPeriodWarnings,
  isCompleteDate,
  type SchedulePeriodValues,
} from './schedule-dates';

describe('getDefaultScheduleName', () => {
  it("names a schedule '{Month Year} Schedule' after its start date (SPEC §5)", () => {
    expect(getDefaultScheduleName('2026-01-07')).toBe('January 2026 Schedule');
    expect(getDefaultScheduleName('2026-12-31')).toBe('December 2026 Schedule');
  });

  it('names it in German for a German admin (issue 29)', () => {
    expect(getDefaultScheduleName('2027-03-03', 'de')).toBe('Dienstplan März 2027');
    expect(applyStartDate({ name: '', start_date: '', end_date: '' }, '2027-03-03', 'de').name).toBe(
      'Dienstplan März 2027',
    );
  });
});

describe('applyStartDate', () => {
  it('fills an empty end date and an empty name', () => {
    expect(applyStartDate({ name: '', start_date: '', end_date: '' }, '2026-04-01')).toEqual({
      name: 'April 2026 Schedule',
      start_date: '2026-04-01',
      end_date: '2026-04-01',
    });
  });

  it('keeps an end date and a name already typed', () => {
    expect(applyStartDate({ name: 'Spring', start_date: '', end_date: '2026-06-30' }, '2026-04-01')).toEqual({
      name: 'Spring',
      start_date: '2026-04-01',
      end_date: '2026-06-30',
    });
  });
});

describe('applyStartDate while a year is typed digit by digit', () => {
  const typeStart = (start: SchedulePeriodValues, keystrokes: string[]) =>
    keystrokes.reduce((values, startDate) => applyStartDate(values, startDate), start);

  it('names the schedule after the finished date, not a half-typed year', () => {
    const typed = typeStart({ name: '', start_date: '', end_date: '' }, [
      '0002-03-04',
      '0020-03-04',
      '0202-03-04',
      '2027-03-04',
    ]);
    expect(typed).toEqual({ name: 'March 2027 Schedule', start_date: '2027-03-04', end_date: '2027-03-04' });
  });

  it('follows a changed start date while the name and end date are still the filled-in ones', () => {
    const first = applyStartDate({ name: '', start_date: '', end_date: '' }, '2026-04-01');
    const retyped = typeStart(first, ['0002-04-01', '0020-04-01', '0202-04-01', '2027-05-05']);
    expect(retyped).toEqual({ name: 'May 2027 Schedule', start_date: '2027-05-05', end_date: '2027-05-05' });
  });

  it('never replaces a name or an end date the admin typed', () => {
    const typed = typeStart({ name: 'Spring dances', start_date: '', end_date: '2027-06-30' }, [
      '0002-03-04',
      '2027-03-04',
    ]);
    expect(typed).toEqual({ name: 'Spring dances', start_date: '2027-03-04', end_date: '2027-06-30' });
  });
});

describe('isCompleteDate', () => {
  it('accepts only whole, real dates of this era', () => {
    expect(isCompleteDate('2027-03-04')).toBe(true);
    expect(['', '0202-03-04', '2027-02-30', '2027-3-4'].map(isCompleteDate)).toEqual([false, false, false, false]);
  });
});

describe('getPeriodWarnings', () => {
  it('warns about a single date and a start in the past', () => {
    expect(getPeriodWarnings({ start_date: '2026-01-07', end_date: '2026-01-07' }, '2026-02-01')).toEqual({
      start_date: SCHEDULE_MESSAGES.pastStartWarning,
      period: SCHEDULE_MESSAGES.singleDateWarning,
    });
    expect(getPeriodWarnings({ start_date: '2026-03-04', end_date: '2026-05-27' }, '2026-02-01')).toEqual({});
  });
});

describe('date formats', () => {
  it('shows calendar dates without a time zone shift', () => {
    expect(formatDanceDate('2026-01-07')).toBe('Wed, Jan 7, 2026');
    expect(formatPeriod('2026-01-07', '2026-03-25').replace(/\s+/gu, ' ')).toBe('Jan 7 – Mar 25, 2026');
  });
});

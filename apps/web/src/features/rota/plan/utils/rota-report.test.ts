import { describe, expect, it } from 'vitest';
import type { FairnessRow } from '@club/shared';
import { fairnessRow } from '../../../../test/fixtures';
import { rotaColumns, rotaReportFileName, sortRotaRows } from './rota-report';
import { rotaReportCsv } from './rota-report-csv';

const rows = [
  fairnessRow('Cay Cole', 5, '2027-01-06'),
  fairnessRow('Ann Able', 2, null),
  fairnessRow('Bob Best', 5, '2026-12-30'),
];

describe('rota report', () => {
  it('sorts by a column either way, ties by name, members who never served last', () => {
    const names = (sorted: FairnessRow[]) => sorted.map((item) => item.name);
    expect(names(sortRotaRows(rows, { key: 'duty_count', descending: false }))).toEqual([
      'Ann Able',
      'Bob Best',
      'Cay Cole',
    ]);
    expect(names(sortRotaRows(rows, { key: 'duty_count', descending: true }))).toEqual([
      'Bob Best',
      'Cay Cole',
      'Ann Able',
    ]);
    expect(names(sortRotaRows(rows, { key: 'last_served', descending: false }))).toEqual([
      'Bob Best',
      'Cay Cole',
      'Ann Able',
    ]);
    expect(names(sortRotaRows(rows, { key: 'last_served', descending: true }))).toEqual([
      'Cay Cole',
      'Bob Best',
      'Ann Able',
    ]);
  });

  it('writes the CSV with the table headings, in the order given, and names it by the club date', () => {
    const lines = rotaReportCsv([rows[1]!]).split('\r\n');
    expect(lines[0]).toBe(
      "Member,Nights on record,Served this schedule,On current schedule,On next schedule,Served last 12 months,Last served,Swaps given,Swaps taken,Self-signups,Declines,Nights can't serve",
    );
    expect(lines[1]).toBe('Ann Able,2,0,1,2,2,,0,1,0,0,3');
    expect(rotaReportFileName('2027-01-10')).toBe('rota-report-2027-01-10.csv');
  });
});

describe('the rota report CSV in the admin’s language (issue 29)', () => {
  it('has German headings, separated by semicolons as a German spreadsheet program opens them', () => {
    const lines = rotaReportCsv([rows[1]!], 'de').split('\r\n');
    expect(lines[0]).toBe(
      'Mitglied;Dienste insgesamt;Geleistet in diesem Dienstplan;Im aktuellen Dienstplan;Im nächsten Dienstplan;Geleistet in 12 Monaten;Zuletzt geleistet;Tausch abgegeben;Tausch übernommen;Selbst eingetragen;Absagen;Abende verhindert',
    );
    expect(lines[1]).toBe('Ann Able;2;0;1;2;2;;0;1;0;0;3');
  });

  it('has the table’s own headings in English', () => {
    expect(rotaReportCsv([], 'en').split('\r\n')[0]).toBe(
      rotaColumns('en')
        .map((column) => column.label)
        .join(','),
    );
  });
});

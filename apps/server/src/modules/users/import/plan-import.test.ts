import { describe, expect, it } from 'vitest';
import { memberRow as member } from '../../../../test/factories.js';
import type { RosterRow } from './roster-row.js';
import { planImport } from './plan-import.js';

let nextLine = 2;
const row = (first: string, fields: Partial<RosterRow> = {}): RosterRow => ({
  line: nextLine++,
  first_name: first,
  last_name: 'Doe',
  email: `${first.toLowerCase()}@example.org`,
  ...fields,
});

describe('planImport', () => {
  it('creates new members, matches known ones without regard to case, and counts repeated rows once', () => {
    const ann = member(1, 'Ann', { phone: '408-555-0001' });
    const plan = planImport(
      [row('ann', { email: 'ANN@example.org', phone: '408-555-0002' }), row('Bob'), row('BOB')],
      [ann],
      undefined,
    );
    expect(plan.creates.map((created) => created.first_name)).toEqual(['Bob']);
    expect(plan.matched).toEqual([
      { row: expect.objectContaining({ first_name: 'ann' }), member: ann, changes: { phone: '408-555-0002' } },
    ]);
    expect([plan.duplicates, plan.skipped]).toEqual([1, 0]);
  });

  it('changes only the fields the file carries that differ, so a known member with nothing new is skipped', () => {
    const ann = member(1, 'Ann', { phone: '408-555-0001', notes: 'Keep me', birthday: '04-12' });
    const plan = planImport(
      [row('Ann', { phone: '408-555-0001', birthday: '04/12', status: 'loa' }), row('Ann', { phone: 'x' })],
      [ann],
      undefined,
    );
    expect(plan.matched[0]!.changes).toEqual({ status: 'loa' });
    const again = planImport([row('Ann', { phone: '408-555-0001' })], [ann], undefined);
    expect([again.matched[0]!.changes, again.skipped]).toEqual([{}, 1]);
  });

  it("never plans a change to the main administrator's record", () => {
    const main = member(7, 'Main', { role: 'admin', is_admin: true });
    const plan = planImport([row('Main', { phone: '408-555-0009' })], [main], 7);
    expect([plan.matched, plan.creates, plan.skipped]).toEqual([[], [], 1]);
  });

  it('reports a Role cell that differs from what the member has, and applies none', () => {
    const tia = member(1, 'Tia', { role: 'admin', is_admin: true });
    const rows = [
      row('Tia', { requested_role: 'member' }),
      row('Uma', { requested_role: 'admin' }),
      row('Vic', { requested_role: 'member' }),
    ];
    const plan = planImport(rows, [tia], undefined);
    expect(plan.warnings.map((warning) => [warning.row, warning.field])).toEqual([
      [rows[0]!.line, 'role'],
      [rows[1]!.line, 'role'],
    ]);
    expect(plan.matched[0]!.changes).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { memberRow as member } from '../../../../test/factories.js';
import type { RosterRow } from './roster-row.js';
import type { MemberRow } from './plan-import.js';
import { planLinks, type WrittenRow } from './plan-links.js';

const wrote = (written: MemberRow, line: number, cells: Pick<RosterRow, 'partner' | 'friend'> = {}): WrittenRow => ({
  row: { line, first_name: written.first_name, last_name: written.last_name, email: written.email, ...cells },
  member: written,
});

describe('planLinks', () => {
  it('links named partners both ways and sets friends, writing only what changes', () => {
    const ann = member(1, 'Ann');
    const bob = member(2, 'Bob');
    const cy = member(3, 'Cy', { friend_id: 1 });
    const plan = planLinks(
      [wrote(ann, 2, { partner: 'Doe, Bob', friend: 'Cy Doe' }), wrote(cy, 3, { friend: 'Ann Doe' })],
      [ann, bob, cy],
      undefined,
    );
    expect(plan.partners).toEqual([
      { id: 1, partner_id: 2 },
      { id: 2, partner_id: 1 },
    ]);
    expect(plan.friends).toEqual([{ id: 1, friend_id: 3 }]);
    expect(plan.warnings).toEqual([]);
  });

  it('leaves a link out with a warning when the name is unknown, ambiguous or the main administrator', () => {
    const ann = member(1, 'Ann');
    const twins = [member(2, 'Jo'), member(3, 'Jo', { email: 'jo2@example.org' })];
    const main = member(4, 'Main', { role: 'admin', is_admin: true });
    const written = [
      wrote(ann, 5, { partner: 'Nobody Here', friend: 'Jo Doe' }),
      wrote(twins[0]!, 6, { partner: 'Main Doe' }),
    ];
    const plan = planLinks(written, [ann, ...twins, main], 4);
    expect(plan.warnings).toEqual([
      {
        row: 5,
        field: 'partner',
        message: 'Partner "Nobody Here" is not on the roster; the member was imported without the link',
      },
      {
        row: 5,
        field: 'friend',
        message: 'Friend "Jo Doe" matches more than one member; the member was imported without the link',
      },
      {
        row: 6,
        field: 'partner',
        message: "The main administrator's record is not changed by imports; the member was imported without the link",
      },
    ]);
    expect([plan.partners, plan.friends]).toEqual([[], []]);
  });

  it('unlinks the former partners of both members, as a link on the Members page does', () => {
    const ann = member(1, 'Ann', { partner_id: 2 });
    const bob = member(2, 'Bob', { partner_id: 1 });
    const cy = member(3, 'Cy', { partner_id: 4 });
    const dee = member(4, 'Dee', { partner_id: 3 });
    const plan = planLinks([wrote(ann, 2, { partner: 'Cy Doe' })], [ann, bob, cy, dee], undefined);
    expect(plan.partners).toEqual([
      { id: 1, partner_id: 3 },
      { id: 2, partner_id: null },
      { id: 3, partner_id: 1 },
      { id: 4, partner_id: null },
    ]);
  });

  it('partners the two members who share an e-mail when neither has a partner, and counts every shared address once', () => {
    const shared = { email: 'smiths@example.org' };
    const jo = member(1, 'Jo', shared);
    const kim = member(2, 'Kim', shared);
    const three = [
      member(3, 'Lu', { email: 'trio@example.org' }),
      member(4, 'Mo', { email: 'trio@example.org' }),
      member(5, 'Ned', { email: 'trio@example.org' }),
    ];
    const taken = [
      member(6, 'Oz', { email: 'pair@example.org', partner_id: 8 }),
      member(7, 'Pia', { email: 'pair@example.org' }),
      member(8, 'Quin', { partner_id: 6 }),
    ];
    const roster = [jo, kim, ...three, ...taken];
    const plan = planLinks([wrote(jo, 2), wrote(kim, 3), wrote(three[0]!, 4), wrote(taken[1]!, 5)], roster, undefined);
    expect([plan.shared_emails, plan.auto_partnerships]).toEqual([3, 1]);
    expect(plan.partners).toEqual([
      { id: 1, partner_id: 2 },
      { id: 2, partner_id: 1 },
    ]);
  });

  it('plans 5,000 partner pairs as one list of mirrored changes', () => {
    const roster = Array.from({ length: 10_000 }, (_, i) => member(i + 1, `P${i}`));
    const written = roster.map((each, i) => wrote(each, i + 2, i % 2 === 0 ? { partner: `P${i + 1} Doe` } : {}));
    const plan = planLinks(written, roster, undefined);
    expect(plan.partners).toHaveLength(10_000);
    expect(plan.partners.every(({ id, partner_id }) => partner_id === (id % 2 === 1 ? id + 1 : id - 1))).toBe(true);
  });
});

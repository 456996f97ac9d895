import { type ImportWarning, ROSTER_FILE_MESSAGES, type RosterFileMessages } from '@club/shared';
import type { MemberRow } from './plan-import.js';
import type { RosterRow } from './roster-row.js';
import { fullNameKey, nameKeyOf } from './roster-names.js';

/** A row of the file and the member it was written to. */
export type WrittenRow = { row: RosterRow; member: MemberRow };

/** The links an import sets: each member's new partner_id or friend_id, only where it changes. */
export type LinkPlan = {
  partners: { id: number; partner_id: number | null }[];
  friends: { id: number; friend_id: number }[];
  shared_emails: number;
  auto_partnerships: number;
  warnings: ImportWarning[];
};

/**
 * Partner and friend columns name other members ("First Last" or "Last, First"). Members who share an e-mail and
 * have no partner become partners when exactly two of them share it (SPEC §3: couples often share an address).
 * `roster` is every member as the import leaves them, the written ones included; rows are linked in file order, so a
 * later row that names someone's partner takes them over, as one link after another on the Members page would.
 */
export function planLinks(
  written: WrittenRow[],
  roster: MemberRow[],
  mainAdminId: number | undefined,
  say: RosterFileMessages = ROSTER_FILE_MESSAGES,
): LinkPlan {
  const plan: LinkPlan = { partners: [], friends: [], shared_emails: 0, auto_partnerships: 0, warnings: [] };
  const partners = new PartnerLinks(roster);
  const resolve = memberByName(roster);

  for (const { row, member } of written) {
    for (const kind of ['partner', 'friend'] as const) {
      const name = row[kind];
      if (!name) continue;
      const target = resolve(name);
      // The member is written either way; only the link is left out (issue 15: errors are rows not written).
      const leaveOut = (reason: string) =>
        plan.warnings.push({
          row: row.line,
          field: kind,
          message: say.linkLeftOut(reason),
        });
      if (target === 'missing' || target === 'ambiguous') {
        leaveOut(say.linkTarget(kind, name, target));
        continue;
      }
      if (target.id === member.id) continue;
      if (kind === 'partner' && target.id === mainAdminId) {
        leaveOut(say.mainAdminUnchanged);
        continue;
      }
      if (kind === 'partner') partners.link(member.id, target.id);
      if (kind === 'friend' && member.friend_id !== target.id)
        plan.friends.push({ id: member.id, friend_id: target.id });
    }
  }

  // Links change no e-mail, so the roster still groups members by address.
  const byEmail = groupBy(roster, (member) => member.email.toLowerCase());
  const counted = new Set<string>();
  for (const { member } of written) {
    const email = member.email.toLowerCase();
    const sharing = byEmail.get(email) ?? [];
    if (sharing.length < 2 || counted.has(email)) continue;
    counted.add(email);
    plan.shared_emails += 1;
    const [first, second, third] = sharing;
    const isPair = first && second && !third && first.id !== mainAdminId && second.id !== mainAdminId;
    if (isPair && partners.partnerOf(first.id) === null && partners.partnerOf(second.id) === null) {
      partners.link(first.id, second.id);
      plan.auto_partnerships += 1;
    }
  }
  plan.partners = partners.changes();
  return plan;
}

function groupBy(roster: MemberRow[], key: (member: MemberRow) => string): Map<string, MemberRow[]> {
  const groups = new Map<string, MemberRow[]>();
  for (const member of [...roster].sort((a, b) => a.id - b.id)) {
    const group = groups.get(key(member));
    if (group) group.push(member);
    else groups.set(key(member), [member]);
  }
  return groups;
}

function memberByName(roster: MemberRow[]): (name: string) => MemberRow | 'missing' | 'ambiguous' {
  const byName = groupBy(roster, (member) => fullNameKey(member.first_name, member.last_name));
  return (name) => {
    const matches = byName.get(nameKeyOf(name)) ?? [];
    const [only, another] = matches;
    if (!only) return 'missing';
    return another ? 'ambiguous' : only;
  };
}

/**
 * The partner links of the roster in memory, with the rule of partner-links.ts: linking A and B mirrors the link,
 * and whoever pointed at A or B before is left without a partner. Only the final differences are written.
 */
class PartnerLinks {
  private readonly before = new Map<number, number | null>();
  private readonly current = new Map<number, number | null>();
  private readonly pointingAt = new Map<number, Set<number>>();

  constructor(roster: MemberRow[]) {
    for (const member of roster) {
      this.before.set(member.id, member.partner_id);
      this.set(member.id, member.partner_id);
    }
  }

  partnerOf(id: number): number | null {
    return this.current.get(id) ?? null;
  }

  link(a: number, b: number): void {
    if (this.partnerOf(a) === b && this.partnerOf(b) === a) return;
    const formerly = [...(this.pointingAt.get(a) ?? []), ...(this.pointingAt.get(b) ?? [])];
    for (const id of formerly) if (id !== a && id !== b) this.set(id, null);
    this.set(a, b);
    this.set(b, a);
  }

  changes(): { id: number; partner_id: number | null }[] {
    return [...this.current]
      .filter(([id, partnerId]) => (this.before.get(id) ?? null) !== partnerId)
      .map(([id, partner_id]) => ({ id, partner_id }));
  }

  private set(id: number, partnerId: number | null): void {
    const previous = this.current.get(id);
    if (previous != null) this.pointingAt.get(previous)?.delete(id);
    this.current.set(id, partnerId);
    if (partnerId === null) return;
    const pointers = this.pointingAt.get(partnerId);
    if (pointers) pointers.add(id);
    else this.pointingAt.set(partnerId, new Set([id]));
  }
}

import type { Member } from '@club/shared';

type OptionMember = Pick<
  Member,
  'id' | 'first_name' | 'last_name' | 'email' | 'partner_first_name' | 'partner_last_name'
>;

const fullName = (member: OptionMember) => `${member.first_name} ${member.last_name}`;
const countBy = (keys: string[]) =>
  keys.reduce((counts, key) => counts.set(key, (counts.get(key) ?? 0) + 1), new Map<string, number>());

/**
 * Issue 17: the label of each member in the squarehead lists. A name alone, unless another member has it too: then the
 * e-mail tells them apart, and where they share the e-mail as well (a household), the partner or else the member number.
 */
export function memberOptions(members: readonly OptionMember[]): { value: string; label: string }[] {
  const nameKey = (member: OptionMember) => fullName(member).toLocaleLowerCase();
  const addressKey = (member: OptionMember) => `${nameKey(member)}\n${member.email.toLocaleLowerCase()}`;
  const sameName = countBy(members.map(nameKey));
  const sameAddress = countBy(members.map(addressKey));
  const labelOf = (member: OptionMember) => {
    const name = fullName(member);
    if (sameName.get(nameKey(member)) === 1) return name;
    if (sameAddress.get(addressKey(member)) === 1) return `${name} (${member.email})`;
    const partner = [member.partner_first_name, member.partner_last_name].filter(Boolean).join(' ');
    return `${name} (${member.email}, ${partner ? `partner of ${partner}` : `member #${member.id}`})`;
  };
  return members.map((member) => ({ value: String(member.id), label: labelOf(member) }));
}

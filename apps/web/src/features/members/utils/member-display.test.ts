import { describe, expect, it } from 'vitest';
import { makeMember } from '../../../test/member-fixtures';
import { formatBirthday, formatFullName, formatSortName, getPartnerName, isMemberStatus } from './member-display';

describe('member display', () => {
  it('shows a birthday as MM/DD, also when it is stored with a dash (SPEC §3)', () => {
    expect(formatBirthday('04/23')).toBe('04/23');
    expect(formatBirthday('04-23')).toBe('04/23');
    expect(formatBirthday(null)).toBe('');
  });

  it('writes names first-last, or last-first for the roster', () => {
    expect(formatFullName('Ann', 'Lee')).toBe('Ann Lee');
    expect(formatFullName(null, null)).toBe('');
    expect(formatSortName('Ann', 'Lee')).toBe('Lee, Ann');
    expect(getPartnerName(makeMember({ partner_first_name: 'Bo', partner_last_name: 'Lee' }))).toBe('Bo Lee');
  });

  it('recognises the SPEC §3 statuses', () => {
    expect(isMemberStatus('loa')).toBe(true);
    expect(isMemberStatus('retired')).toBe(false);
  });
});

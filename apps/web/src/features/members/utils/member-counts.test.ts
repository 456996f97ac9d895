import { describe, expect, it } from 'vitest';
import { makeMember } from '../../../test/member-fixtures';
import { countFooter } from './member-counts';

describe('footer counts (SPEC §2)', () => {
  it('counts assignable, admin and partnered members of the given rows', () => {
    const rows = [
      makeMember({ status: 'assignable', partner_id: 2 }),
      makeMember({ status: 'assignable', is_admin: true, role: 'admin' }),
      makeMember({ status: 'loa', partner_id: 1 }),
      makeMember({ status: 'booster' }),
    ];
    expect(countFooter(rows)).toEqual({ assignable: 2, admins: 1, partnered: 2 });
    expect(countFooter([])).toEqual({ assignable: 0, admins: 0, partnered: 0 });
  });
});

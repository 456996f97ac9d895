import type { Member, MemberList, MemberListQuery, MemberSummary } from '@club/shared';

let nextId = 100;

/** A roster member as users.list returns it; every field can be overridden. */
export function makeMember(overrides: Partial<Member> = {}): Member {
  const id = overrides.id ?? nextId++;
  return {
    id,
    first_name: 'Sam',
    last_name: `Dancer${id}`,
    email: `member${id}@example.org`,
    phone: null,
    phone_e164: null,
    address: null,
    birthday: null,
    partner_id: null,
    friend_id: null,
    status: 'assignable',
    is_admin: false,
    is_main_admin: false,
    role: 'member',
    latitude: null,
    longitude: null,
    geocoded_at: null,
    notes: null,
    locale: null,
    partner_first_name: null,
    partner_last_name: null,
    friend_first_name: null,
    friend_last_name: null,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/**
 * users.list as the server answers it: searched over name and e-mail, filtered, sorted by the requested field, and
 * cut to the page asked for.
 */
export function fakeMemberList(roster: () => Member[]) {
  return (input: unknown): MemberList => {
    const query = (input ?? {}) as MemberListQuery;
    const search = query.search?.toLowerCase();
    const sort = query.sort ?? 'last_name';
    const users = roster()
      .filter(
        (member) =>
          !search || `${member.first_name} ${member.last_name} ${member.email}`.toLowerCase().includes(search),
      )
      .filter((member) => !query.status || member.status === query.status)
      .filter((member) => !query.role || member.role === query.role)
      .sort((a, b) => String(a[sort] ?? '').localeCompare(String(b[sort] ?? '')));
    if (query.order === 'desc') users.reverse();
    if (query.page === undefined && query.per_page === undefined) return { users, count: users.length };
    // Issue 18: one page, with the total and the footer counts of every match.
    const perPage = Number(query.per_page ?? 50);
    const start = (Number(query.page ?? 1) - 1) * perPage;
    const page = users.slice(start, start + perPage);
    return {
      users: page,
      count: page.length,
      total: users.length,
      counts: {
        assignable: users.filter((member) => member.status === 'assignable').length,
        admins: users.filter((member) => member.is_admin).length,
        partnered: users.filter((member) => member.partner_id !== null).length,
      },
    };
  };
}

/** users.summary over the same roster: the 'of Y members' count of the Members page. */
export function fakeMemberSummary(roster: () => Member[]) {
  return (): MemberSummary => ({
    member_count: roster().length,
    admin_count: roster().filter((member) => member.is_admin).length,
  });
}

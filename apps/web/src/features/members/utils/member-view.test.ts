import { describe, expect, it } from 'vitest';
import {
  clearFilters,
  DEFAULT_MEMBER_VIEW,
  describeFilters,
  hasActiveFilters,
  type MemberView,
  parseMemberView,
  toggleSort,
  toListQuery,
} from './member-view';

const filtered: MemberView = { search: ' lee ', status: 'loa', role: 'admin', sort: 'birthday', order: 'desc' };

describe('stored member view (SPEC §3 filters and sort)', () => {
  it('reads back what was stored', () => {
    expect(parseMemberView(JSON.stringify(filtered))).toEqual(filtered);
  });

  it('starts from last name ascending with no filters (SPEC §4)', () => {
    expect(parseMemberView(undefined)).toEqual(DEFAULT_MEMBER_VIEW);
    expect(DEFAULT_MEMBER_VIEW).toMatchObject({ sort: 'last_name', order: 'asc', status: null, role: null });
  });

  it('falls back field by field on stale or broken values', () => {
    expect(parseMemberView('{not json')).toEqual(DEFAULT_MEMBER_VIEW);
    expect(parseMemberView(JSON.stringify({ ...filtered, status: 'retired', sort: 'phone' }))).toEqual({
      ...filtered,
      status: null,
      sort: 'last_name',
    });
    expect(parseMemberView('null')).toEqual(DEFAULT_MEMBER_VIEW);
  });
});

describe('member list query', () => {
  it('sends only the filters that are set, trimmed, with the sort', () => {
    expect(toListQuery(filtered)).toEqual({
      search: 'lee',
      status: 'loa',
      role: 'admin',
      sort: 'birthday',
      order: 'desc',
    });
    expect(toListQuery({ ...DEFAULT_MEMBER_VIEW, search: '   ' })).toEqual({ sort: 'last_name', order: 'asc' });
  });

  it('knows when filters are set, and clears them but keeps the sort', () => {
    expect(hasActiveFilters(DEFAULT_MEMBER_VIEW)).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_MEMBER_VIEW, role: 'member' })).toBe(true);
    expect(clearFilters(filtered)).toEqual({ ...DEFAULT_MEMBER_VIEW, sort: 'birthday', order: 'desc' });
  });

  it('flips the order of the sorted field and starts another field ascending (SPEC §4)', () => {
    const byLastName = toggleSort(DEFAULT_MEMBER_VIEW, 'last_name');
    expect(byLastName).toMatchObject({ sort: 'last_name', order: 'desc' });
    expect(toggleSort(byLastName, 'last_name')).toMatchObject({ sort: 'last_name', order: 'asc' });
    expect(toggleSort(byLastName, 'email')).toMatchObject({ sort: 'email', order: 'asc' });
  });
});

describe('describeFilters (issue 17: the filtered PDF says what it holds)', () => {
  it('names the search, the status and the role in words, and nothing when nothing is filtered', () => {
    expect(describeFilters(DEFAULT_MEMBER_VIEW)).toBeNull();
    expect(describeFilters({ ...DEFAULT_MEMBER_VIEW, search: '  garcia ', status: 'loa', role: 'admin' })).toBe(
      'search "garcia", status LOA, role Admin',
    );
    expect(describeFilters({ ...DEFAULT_MEMBER_VIEW, status: 'booster' })).toBe('status Booster');
  });
});

describe('describeFilters in the admin’s language (issue 29)', () => {
  it('names the search, the status and the role in German words for a German admin', () => {
    expect(describeFilters({ ...DEFAULT_MEMBER_VIEW, search: ' müller ', status: 'loa', role: 'admin' }, 'de')).toBe(
      'Suche „müller“, Status Pausiert, Rolle Admin',
    );
  });
});

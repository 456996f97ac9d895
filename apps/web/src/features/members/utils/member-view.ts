import type { MemberListQuery, MemberStatus, Role } from '@club/shared';
import { type Locale, MEMBER_SORT_FIELDS, MEMBER_STATUSES, ROLES, rosterPdfMessages } from '@club/shared/plain';
import { roleLabels, statusLabels } from './member-labels';

export type MemberSortField = (typeof MEMBER_SORT_FIELDS)[number];
export type SortOrder = 'asc' | 'desc';

/** What the directory shows: the filters and sort that SPEC §3 keeps in the browser between visits. */
export type MemberView = {
  search: string;
  status: MemberStatus | null;
  role: Role | null;
  sort: MemberSortField;
  order: SortOrder;
};

export const MEMBER_VIEW_STORAGE_KEY = 'club-manager.member-view';

/** SPEC §4: last name ascending until the user sorts otherwise. */
export const DEFAULT_MEMBER_VIEW: MemberView = {
  search: '',
  status: null,
  role: null,
  sort: 'last_name',
  order: 'asc',
};

/** The value if it is one of the allowed ones, else the fallback. */
const oneOf = <T extends string | null>(allowed: readonly T[], value: unknown, fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/**
 * The stored view, or the defaults for anything missing or unreadable. Each field falls back on its own, so one stale
 * or hand-edited value does not throw away the others. Checked by hand rather than with zod: the members page's first
 * paint loads no zod (issue 18).
 */
export function parseMemberView(raw: string | undefined): MemberView {
  if (!raw) return DEFAULT_MEMBER_VIEW;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return DEFAULT_MEMBER_VIEW;
  }
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return DEFAULT_MEMBER_VIEW;
  const { search, status, role, sort, order } = stored as Record<string, unknown>;
  const fallback = DEFAULT_MEMBER_VIEW;
  return {
    search: typeof search === 'string' && search.length <= 200 ? search : fallback.search,
    status: oneOf<MemberStatus | null>([...MEMBER_STATUSES, null], status, fallback.status),
    role: oneOf<Role | null>([...ROLES, null], role, fallback.role),
    sort: oneOf(MEMBER_SORT_FIELDS, sort, fallback.sort),
    order: oneOf<SortOrder>(['asc', 'desc'], order, fallback.order),
  };
}

export function hasActiveFilters(view: MemberView): boolean {
  return view.search.trim() !== '' || view.status !== null || view.role !== null;
}

/** The view with its filters cleared; the sort stays, as it is not a filter. */
export function clearFilters(view: MemberView): MemberView {
  return { ...view, search: '', status: null, role: null };
}

/** The users.list input: filtering and sorting happen on the server (SPEC §2, §4). */
export function toListQuery(view: MemberView): MemberListQuery {
  const search = view.search.trim();
  return {
    ...(search ? { search } : {}),
    ...(view.status ? { status: view.status } : {}),
    ...(view.role ? { role: view.role } : {}),
    sort: view.sort,
    order: view.order,
  };
}

/** SPEC §4: choosing the sorted field again flips the order; another field starts ascending. */
export function toggleSort(view: MemberView, field: MemberSortField): MemberView {
  if (view.sort === field) return { ...view, order: view.order === 'asc' ? 'desc' : 'asc' };
  return { ...view, sort: field, order: 'asc' };
}

/**
 * Issue 17: the filters in words for the PDF's 'Filtered: …' line, e.g. 'search "garcia", status LOA', in the
 * admin's language (issue 29); null if none.
 */
export function describeFilters(view: MemberView, locale: Locale = 'en'): string | null {
  const say = rosterPdfMessages(locale).filters;
  const search = view.search.trim();
  const parts = [
    ...(search ? [say.search(search)] : []),
    ...(view.status ? [say.status(statusLabels(locale)[view.status])] : []),
    ...(view.role ? [say.role(roleLabels(locale)[view.role])] : []),
  ];
  return parts.length > 0 ? parts.join(', ') : null;
}

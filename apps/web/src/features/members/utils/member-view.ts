import { z } from 'zod';
import {
  MEMBER_SORT_FIELDS,
  type MemberListQuery,
  type MemberStatus,
  memberStatusSchema,
  type Role,
  roleSchema,
} from '@club/shared';
import { ROLE_LABELS, STATUS_LABELS } from './member-display';

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

// Each field falls back on its own, so one stale or hand-edited value does not throw away the others.
const storedViewSchema = z.object({
  search: z.string().max(200).catch(DEFAULT_MEMBER_VIEW.search),
  status: memberStatusSchema.nullable().catch(DEFAULT_MEMBER_VIEW.status),
  role: roleSchema.nullable().catch(DEFAULT_MEMBER_VIEW.role),
  sort: z.enum(MEMBER_SORT_FIELDS).catch(DEFAULT_MEMBER_VIEW.sort),
  order: z.enum(['asc', 'desc']).catch(DEFAULT_MEMBER_VIEW.order),
});

/** The stored view, or the defaults for anything missing or unreadable. */
export function parseMemberView(raw: string | undefined): MemberView {
  if (!raw) return DEFAULT_MEMBER_VIEW;
  try {
    const parsed = storedViewSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : DEFAULT_MEMBER_VIEW;
  } catch {
    return DEFAULT_MEMBER_VIEW;
  }
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

/** Issue 17: the filters in words for the PDF's 'Filtered: …' line, e.g. 'search "garcia", status LOA'; null if none. */
export function describeFilters(view: MemberView): string | null {
  const search = view.search.trim();
  const parts = [
    ...(search ? [`search "${search}"`] : []),
    ...(view.status ? [`status ${STATUS_LABELS[view.status]}`] : []),
    ...(view.role ? [`role ${ROLE_LABELS[view.role]}`] : []),
  ];
  return parts.length > 0 ? parts.join(', ') : null;
}

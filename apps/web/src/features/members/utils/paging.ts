export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 50;

export type PageSlice<T> = { rows: T[]; page: number; totalPages: number; from: number; to: number };

/**
 * One page of rows. A page past the end (the list shrank after a delete or a new filter) shows the last page
 * instead of an empty one.
 */
export function paginate<T>(rows: readonly T[], page: number, pageSize: number): PageSlice<T> {
  const totalPages = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(Math.max(1, page), totalPages);
  const start = (current - 1) * pageSize;
  const pageRows = rows.slice(start, start + pageSize);
  return {
    rows: pageRows,
    page: current,
    totalPages,
    from: pageRows.length > 0 ? start + 1 : 0,
    to: start + pageRows.length,
  };
}

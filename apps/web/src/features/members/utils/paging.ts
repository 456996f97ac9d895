export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 50;

export type PageSlice = { page: number; totalPages: number; from: number; to: number };

/** Where the page the server answered sits among `total` rows, for the 'from–to of total' line. */
export function pageSlice(page: number, pageSize: number, rowsOnPage: number, total: number): PageSlice {
  const start = (page - 1) * pageSize;
  return {
    page,
    totalPages: Math.max(1, Math.ceil(total / pageSize)),
    from: rowsOnPage > 0 ? start + 1 : 0,
    to: start + rowsOnPage,
  };
}

/**
 * The page to show once the total is known: a page past the end (the list shrank after a delete or a new filter)
 * gives way to the last page instead of showing an empty one.
 */
export function clampPage(page: number, pageSize: number, total: number): number {
  return Math.min(Math.max(1, page), Math.max(1, Math.ceil(total / pageSize)));
}

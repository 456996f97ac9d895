import { describe, expect, it } from 'vitest';
import { paginate } from './paging';

const rows = Array.from({ length: 120 }, (_, index) => index + 1);

describe('paginate', () => {
  it('cuts one page and says which rows it holds', () => {
    expect(paginate(rows, 2, 50)).toMatchObject({ page: 2, totalPages: 3, from: 51, to: 100 });
    expect(paginate(rows, 3, 50).rows).toHaveLength(20);
  });

  it('shows the last page when the list shrank under the current one', () => {
    expect(paginate(rows.slice(0, 30), 3, 25)).toMatchObject({ page: 2, from: 26, to: 30 });
  });

  it('has one empty page for no rows', () => {
    expect(paginate([], 1, 50)).toEqual({ rows: [], page: 1, totalPages: 1, from: 0, to: 0 });
  });
});

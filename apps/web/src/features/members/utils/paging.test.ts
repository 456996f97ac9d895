import { describe, expect, it } from 'vitest';
import { clampPage, pageSlice } from './paging';

describe('pageSlice', () => {
  it('says which rows of the total the page the server answered holds', () => {
    expect(pageSlice(2, 50, 50, 120)).toEqual({ page: 2, totalPages: 3, from: 51, to: 100 });
    expect(pageSlice(3, 50, 20, 120)).toEqual({ page: 3, totalPages: 3, from: 101, to: 120 });
  });

  it('has one empty page for no rows', () => {
    expect(pageSlice(1, 50, 0, 0)).toEqual({ page: 1, totalPages: 1, from: 0, to: 0 });
  });
});

describe('clampPage', () => {
  it('moves to the last page when the list shrank under the current one', () => {
    expect(clampPage(3, 25, 30)).toBe(2);
    expect(clampPage(3, 25, 0)).toBe(1);
    expect(clampPage(2, 25, 30)).toBe(2);
  });
});

import { describe, expect, it } from 'vitest';
import { findNavItem, getNavItems } from './nav-items';

describe('nav items', () => {
  it('lists the SPEC §2 entries, issue 9 My duties and issue 26 My details, Admin only for admins', () => {
    const labels = ['Dashboard', 'Members', 'Map', 'Current Schedule', 'Next Schedule', 'My duties', 'My details'];
    expect(getNavItems(false).map((item) => item.label)).toEqual(labels);
    expect(getNavItems(true).map((item) => item.label)).toEqual([...labels, 'Admin']);
  });

  it('finds the entry of a page and of pages below it', () => {
    expect(findNavItem('/members')?.label).toBe('Members');
    expect(findNavItem('/members/12')?.label).toBe('Members');
    expect(findNavItem('/map-old')).toBeUndefined();
    expect(findNavItem('/me')?.label).toBe('My details');
  });
});

import { describe, expect, it } from 'vitest';
import { createPath, toPath } from './location';

describe('paths', () => {
  it('reads a target written as text into its parts, and back', () => {
    const path = toPath('/admin/members?member=3#away', '/dashboard');
    expect(path).toEqual({ pathname: '/admin/members', search: '?member=3', hash: '#away' });
    expect(createPath(path)).toBe('/admin/members?member=3#away');
  });

  it('stays on the current page for a target of only a query or a fragment', () => {
    expect(toPath('?page=2', '/members')).toEqual({ pathname: '/members', search: '?page=2', hash: '' });
    expect(toPath({ hash: 'top' }, '/me')).toEqual({ pathname: '/me', search: '', hash: 'top' });
    expect(createPath({ pathname: '/me', search: '?', hash: 'top' })).toBe('/me#top');
  });
});

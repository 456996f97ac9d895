import { describe, expect, it } from 'vitest';
import { getRedirectTarget, withoutSearchParams } from './redirect-target';

describe('getRedirectTarget', () => {
  it('returns the remembered origin', () => {
    expect(
      getRedirectTarget({ from: { pathname: '/members', search: '?q=ann', hash: '#top', state: null, key: 'k' } }),
    ).toEqual({
      pathname: '/members',
      search: '?q=ann',
      hash: '#top',
    });
  });

  it('goes to the dashboard without a usable origin', () => {
    const dashboard = { pathname: '/dashboard', search: '', hash: '' };
    expect(getRedirectTarget(null)).toEqual(dashboard);
    expect(getRedirectTarget({ from: '/members' })).toEqual(dashboard);
    expect(getRedirectTarget({ from: { pathname: '/login' } })).toEqual(dashboard);
  });
});

describe('withoutSearchParams', () => {
  it('drops only the named parameters', () => {
    expect(withoutSearchParams({ pathname: '/map', search: '?token=abc&view=all', hash: '#x' }, ['token'])).toEqual({
      pathname: '/map',
      search: '?view=all',
      hash: '#x',
    });
    expect(withoutSearchParams({ pathname: '/map', search: '?token=abc', hash: '' }, ['token', 'dev_auth'])).toEqual({
      pathname: '/map',
      search: '',
      hash: '',
    });
  });
});

import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createSessionHistory, type SessionHistory } from './session-history';

let history: SessionHistory;
afterEach(() => history.dispose());

function openAt(url: string, basename = '') {
  window.history.replaceState(null, '', url);
  history = createSessionHistory({ basename });
  return history;
}

describe('session history', () => {
  it('reads and writes addresses under the base path, with the state a page leaves', () => {
    openAt('/club/members?page=2', '/club');
    expect(history.location).toMatchObject({ pathname: '/members', search: '?page=2', hash: '' });
    expect(history.createHref('/me')).toBe('/club/me');

    history.navigate({ pathname: '/login', search: '?x=1' }, { state: { from: '/members' } });
    expect(window.location.pathname + window.location.search).toBe('/club/login?x=1');
    expect(history.getSnapshot()).toMatchObject({ type: 'PUSH', location: { state: { from: '/members' } } });

    history.navigate('/dashboard', { replace: true });
    expect(history.getSnapshot()).toMatchObject({ type: 'REPLACE', location: { pathname: '/dashboard', state: null } });
  });

  it('goes Back to the entry before, told apart by its key', async () => {
    openAt('/members');
    const opened = history.location.key;
    history.navigate('/map');
    expect(history.location.key).not.toBe(opened);
    history.navigate(-1);
    await waitFor(() => expect(history.getSnapshot()).toMatchObject({ type: 'POP', location: { key: opened } }));
  });

  it('holds a link until the reader lets it go on, and drops it if they stay', () => {
    openAt('/admin/club');
    const release = history.block(({ nextLocation }) => nextLocation.pathname !== '/admin/club');
    history.navigate('/members');
    expect(history.location.pathname).toBe('/admin/club');
    history.getHeld()?.reset();
    expect(history.getHeld()).toBeNull();
    expect(history.location.pathname).toBe('/admin/club');

    history.navigate('/members');
    history.getHeld()?.proceed();
    expect(history.location.pathname).toBe('/members');
    expect(history.getHeld()).toBeNull();
    release();
  });

  it('undoes a blocked Back, and takes it when the reader says so', async () => {
    openAt('/dashboard');
    history.navigate('/admin/email');
    const release = history.block(({ currentLocation }) => currentLocation.pathname === '/admin/email');
    history.navigate(-1);
    await waitFor(() => expect(history.getHeld()).not.toBeNull());
    await waitFor(() => expect(window.location.pathname).toBe('/admin/email'));
    expect(history.location.pathname).toBe('/admin/email');

    history.getHeld()?.proceed();
    await waitFor(() => expect(history.location.pathname).toBe('/dashboard'));
    expect(window.location.pathname).toBe('/dashboard');
    expect(history.getHeld()).toBeNull();
    release();
  });
});

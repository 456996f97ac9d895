import { describe, expect, it, vi } from 'vitest';
import { followMemberLocale } from './build-locale';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

// Issue 29 point 8: a build carries one language; a member who reads the other gets the page from the other build.
describe('following the member’s language to its build', () => {
  it('loads the page again once when the member reads another language than the build', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    followMemberLocale('de', { built: 'en', storage, reload });
    expect(reload).toHaveBeenCalledTimes(1);
    // The server sent the English build again (a stale copy of the club's language): no loop.
    followMemberLocale('de', { built: 'en', storage, reload });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('forgets the reload once the build matches, so a later change of language loads again', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    followMemberLocale('de', { built: 'en', storage, reload });
    followMemberLocale('de', { built: 'de', storage, reload });
    followMemberLocale('en', { built: 'de', storage, reload });
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does nothing for a visitor, a member whose language is not known yet, or a build of every language', () => {
    const reload = vi.fn();
    followMemberLocale(undefined, { built: 'en', storage: memoryStorage(), reload });
    followMemberLocale('de', { built: undefined, storage: memoryStorage(), reload });
    followMemberLocale('en', { built: 'en', storage: memoryStorage(), reload });
    expect(reload).not.toHaveBeenCalled();
  });
});

/**
 * A chunk fetched at most once while it succeeds: `load()` answers the same promise to every caller, and `loaded()`
 * what it gave, or null before then. A failed fetch is forgotten, so the next call tries again.
 */
export function loadOnce<T>(fetch: () => Promise<T>): { load: () => Promise<T>; loaded: () => T | null } {
  let value: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    load: () =>
      (loading ??= fetch().then(
        (result) => (value = result),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
    loaded: () => value,
  };
}

import { createPath, type Location, type NavigateOptions, type Path, type To, toPath } from './location';

/** How the shown location was reached: a link or redirect (PUSH, REPLACE), or Back, Forward and reloads (POP). */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export type HistorySnapshot = { location: Location; type: NavigationType };

/** Asked before each move; true keeps the reader where they are (decision 067: unsaved settings). */
export type Blocker = (move: { currentLocation: Location; nextLocation: Location }) => boolean;

/** A move a blocker held back, until the reader lets it go on or stays. */
export type HeldMove = { proceed: () => void; reset: () => void };

/**
 * What each history entry carries: the page's own state (`usr`), a key to remember its scroll position by, and its
 * index, which tells Back from Forward and how far to undo a blocked one. React Router wrote the same shape, so
 * entries from before decision 067 still read right.
 */
type EntryState = { usr: unknown; key: string; idx: number };

const readEntry = (value: unknown): Partial<EntryState> => (typeof value === 'object' && value !== null ? value : {});

const newKey = () => Math.random().toString(36).slice(2, 10);

export type SessionHistory = ReturnType<typeof createSessionHistory>;

/**
 * The browser's session history for the app under its base path (SPEC §2): where the reader is, moves by link,
 * redirect, Back and Forward, and blockers that can hold a move, Back included, until the reader decides.
 */
export function createSessionHistory({ basename = '' } = {}) {
  const listeners = new Set<() => void>();
  const blockers = new Set<Blocker>();
  let held: HeldMove | null = null;
  /** A move Back or Forward that this code made itself: undoing a blocked one, or letting a held one go on. */
  let ownTraversal: 'undo' | 'proceed' | null = null;

  const readLocation = (): Location => {
    const { pathname, search, hash } = window.location;
    const entry = readEntry(window.history.state);
    const inApp = basename && pathname.toLowerCase().startsWith(basename.toLowerCase());
    return {
      pathname: (inApp ? pathname.slice(basename.length) : pathname) || '/',
      search,
      hash,
      state: entry.usr ?? null,
      key: entry.key ?? 'default',
    };
  };

  // The entry the app opened on gets a key and an index, so Back to it can be told apart and measured.
  const opened = readEntry(window.history.state);
  let index = opened.idx ?? 0;
  if (opened.idx === undefined) {
    const entry: EntryState = { usr: opened.usr ?? null, key: opened.key ?? newKey(), idx: index };
    window.history.replaceState(entry, '');
  }
  let snapshot: HistorySnapshot = { location: readLocation(), type: 'POP' };

  const emit = () => listeners.forEach((listener) => listener());
  const setHeld = (next: HeldMove | null) => {
    held = next;
    emit();
  };
  const isBlocked = (nextLocation: Location) =>
    [...blockers].some((blocker) => blocker({ currentLocation: snapshot.location, nextLocation }));

  const commit = (type: NavigationType) => {
    snapshot = { location: readLocation(), type };
    emit();
  };

  const move = (target: Path, { replace = false, state = null }: NavigateOptions) => {
    const entry: EntryState = { usr: state, key: newKey(), idx: replace ? index : index + 1 };
    const url = basename + createPath(target);
    if (replace) window.history.replaceState(entry, '', url);
    else window.history.pushState(entry, '', url);
    index = entry.idx;
    commit(replace ? 'REPLACE' : 'PUSH');
  };

  const onPopState = (event: PopStateEvent) => {
    const nextIndex = readEntry(event.state).idx ?? index;
    const delta = nextIndex - index;
    if (ownTraversal === 'undo') {
      ownTraversal = null;
      return;
    }
    if (ownTraversal === 'proceed' || !blockers.size || delta === 0) {
      ownTraversal = null;
      index = nextIndex;
      setHeld(null);
      commit('POP');
      return;
    }
    const nextLocation = readLocation();
    if (!isBlocked(nextLocation)) {
      index = nextIndex;
      commit('POP');
      return;
    }
    // The browser has moved already: step back to where the reader was, and move again only if they say so.
    ownTraversal = 'undo';
    window.history.go(-delta);
    setHeld({
      proceed: () => {
        ownTraversal = 'proceed';
        window.history.go(delta);
      },
      reset: () => setHeld(null),
    });
  };
  window.addEventListener('popstate', onPopState);

  return {
    getSnapshot: (): HistorySnapshot => snapshot,
    get location(): Location {
      return snapshot.location;
    },
    /** The move a blocker holds, if any. */
    getHeld: (): HeldMove | null => held,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** The URL of a path inside the app, for a link's href. */
    createHref: (to: To) => basename + createPath(toPath(to, snapshot.location.pathname)),
    navigate: (to: To | number, options: NavigateOptions = {}) => {
      if (typeof to === 'number') {
        window.history.go(to);
        return;
      }
      const target = toPath(to, snapshot.location.pathname);
      if (isBlocked({ ...target, state: options.state ?? null, key: 'next' })) {
        setHeld({
          proceed: () => {
            setHeld(null);
            move(target, options);
          },
          reset: () => setHeld(null),
        });
        return;
      }
      move(target, options);
    },
    block: (blocker: Blocker) => {
      blockers.add(blocker);
      return () => {
        blockers.delete(blocker);
        if (!blockers.size && held) setHeld(null);
      };
    },
    dispose: () => {
      window.removeEventListener('popstate', onPopState);
      listeners.clear();
    },
  };
}

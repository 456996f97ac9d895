import { onTestFinished } from 'vitest';
import type { Path } from '../lib/router/location';
import { createSessionHistory } from '../lib/router/session-history';

/** Where a test opens the app: an address, or one with the state a page left in its history entry. */
export type Entry = string | (Partial<Path> & { pathname: string; state?: unknown });

/** The app's session history, opened at `entry` in the test window's own history. */
export function openHistoryAt(entry: Entry) {
  const { state = null, pathname, search = '', hash = '' } = typeof entry === 'string' ? { pathname: entry } : entry;
  window.history.replaceState(state === null ? null : { usr: state }, '', pathname + search + hash);
  const history = createSessionHistory();
  onTestFinished(() => history.dispose());
  return history;
}

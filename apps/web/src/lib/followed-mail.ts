import { useSyncExternalStore } from 'react';

/**
 * Decision 044: the e-mails the administrator's last action queued (publish, cancel or restore a night, offer a swap to
 * everyone), by the batch its answer named. The action sets it; the page's progress line follows it, and it stays
 * while the admin moves between the rota pages, as the e-mails are still going out.
 */
let followed: number | null = null;
const listeners = new Set<() => void>();

export function followMail(batchId: number | null): void {
  if (batchId === null) return;
  followed = batchId;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useFollowedMail(): number | null {
  return useSyncExternalStore(subscribe, () => followed);
}

import { useSyncExternalStore } from 'react';

// Issue 5: while an administrator edits the club colour, the whole app shows it before it is saved. The preview
// lives here, beside the branding query rather than in its cache, so the cache keeps holding what the server says.

let previewColor: string | null = null;
const listeners = new Set<() => void>();

/** Shows `color` as the app's primary colour until it is cleared with null (on save, reset or leaving the page). */
export function setClubColorPreview(color: string | null): void {
  if (color === previewColor) return;
  previewColor = color;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The unsaved colour being previewed, or null when the saved club colour applies. */
export function useClubColorPreview(): string | null {
  return useSyncExternalStore(subscribe, () => previewColor);
}

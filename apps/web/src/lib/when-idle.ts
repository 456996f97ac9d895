/**
 * Runs `task` once the browser has nothing better to do (Safari has no requestIdleCallback: a second later there).
 * Answers a function that cancels it.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task);
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1000);
  return () => window.clearTimeout(handle);
}

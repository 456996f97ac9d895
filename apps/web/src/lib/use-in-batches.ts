import { startTransition, useEffect, useState } from 'react';

/**
 * Issue 27: a long list drawn a batch at a time when it first appears, each batch a task of its own with a paint
 * between, so a slow phone never spends one long task on it (Lighthouse counted 1.5 s of blocking time for the members
 * page's 50 cards drawn at once). Once the first list has shown whole, later lists (a refetch after an edit, the next
 * page) draw whole: a reader scrolled to the 40th card must not see it vanish and come back.
 */
export function useInBatches<T>(items: readonly T[], batchSize: number): readonly T[] {
  const [shown, setShown] = useState<number | 'all'>(batchSize);
  const whole = shown === 'all' || shown >= items.length;
  if (shown !== 'all' && whole && items.length > 0) setShown('all');
  useEffect(() => {
    if (whole) return;
    const timer = window.setTimeout(() => startTransition(() => setShown(shown + batchSize)), 0);
    return () => window.clearTimeout(timer);
  }, [whole, shown, batchSize]);
  return whole ? items : items.slice(0, shown);
}

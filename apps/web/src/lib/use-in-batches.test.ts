import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useInBatches } from './use-in-batches';

const numbers = (count: number, from = 0) => Array.from({ length: count }, (_, i) => from + i);

describe('useInBatches', () => {
  it('draws the first batch at once and the rest a batch per task, in order', async () => {
    const items = numbers(20);
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const shown = useInBatches(items, 8);
      seen.push(shown.length);
      return shown;
    });
    expect(result.current).toEqual(numbers(8));
    await waitFor(() => expect(result.current).toBe(items));
    expect(new Set(seen)).toEqual(new Set([8, 16, 20]));
  });

  it('draws a short list whole', () => {
    const items = numbers(5);
    const { result } = renderHook(() => useInBatches(items, 8));
    expect(result.current).toBe(items);
  });

  it('draws later lists whole once the first has shown, so a scrolled reader keeps their place', async () => {
    const { result, rerender } = renderHook(({ items }) => useInBatches(items, 8), {
      initialProps: { items: numbers(20) },
    });
    await waitFor(() => expect(result.current).toHaveLength(20));
    const next = numbers(50, 100);
    rerender({ items: next });
    expect(result.current).toBe(next);
  });

  it('waits for the first list that has rows: a list that was empty while loading does not count as shown', async () => {
    const { result, rerender } = renderHook(({ items }) => useInBatches(items, 8), {
      initialProps: { items: [] as number[] },
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    rerender({ items: numbers(20) });
    expect(result.current).toHaveLength(8);
    await waitFor(() => expect(result.current).toHaveLength(20));
  });
});

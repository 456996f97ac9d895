/** Ends a turn; calling it again does nothing. */
export type EndTurn = () => void;

/**
 * Work that runs one at a time for each key, with a short line behind it: `take` answers when it is the caller's
 * turn, or null at once when `waiting` callers already wait, so a flood is refused rather than queued without end.
 * Turns are kept in memory, per server instance.
 */
export function oneAtATime({ waiting }: { waiting: number }) {
  // A key is present while its turn is taken; its array holds those waiting, first come first.
  const lines = new Map<string, (() => void)[]>();

  const endTurnOf = (key: string): EndTurn => {
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      const next = lines.get(key)?.shift();
      if (next) next();
      else lines.delete(key);
    };
  };

  return {
    async take(key: string): Promise<EndTurn | null> {
      const line = lines.get(key);
      if (!line) {
        lines.set(key, []);
        return endTurnOf(key);
      }
      if (line.length >= waiting) return null;
      await new Promise<void>((resolve) => line.push(resolve));
      return endTurnOf(key);
    },
  };
}

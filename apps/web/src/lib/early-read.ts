/**
 * Issue 26: a read the entry script starts before the page's code has arrived, so the answer travels while the chunks
 * do, instead of after them. The page takes it once; a second mount, or a refetch, asks the server as usual.
 */
const started = new Map<string, Promise<unknown>>();

export function startEarlyRead(key: string, read: () => Promise<unknown>): void {
  const answer = read();
  // Nobody may take it (the page failed to load): its failure is then no one's to report.
  answer.catch(() => undefined);
  started.set(key, answer);
}

export function takeEarlyRead<T>(key: string): Promise<T> | undefined {
  const answer = started.get(key);
  started.delete(key);
  return answer as Promise<T> | undefined;
}

/**
 * `work` for each item, at most `atOnce` at a time, the answers in the items' order: each club's short transaction of
 * a walk through every club, without taking the whole pool.
 */
export async function fewAtATime<T, R>(
  items: readonly T[],
  atOnce: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const answers: R[] = [];
  for (let start = 0; start < items.length; start += atOnce) {
    answers.push(...(await Promise.all(items.slice(start, start + atOnce).map(work))));
  }
  return answers;
}

/**
 * The one row a statement is certain to answer: an INSERT … RETURNING, an UPDATE of a row the same transaction has
 * just read, an aggregate. An empty answer means that certainty was wrong, so it fails here by name instead of as a
 * TypeError on `undefined` further on.
 */
export function onlyRow<T>(rows: readonly T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('The database answered no row where the statement always returns one.');
  return row;
}

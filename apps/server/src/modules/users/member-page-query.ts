import { type Placeholder, sql } from 'drizzle-orm';
import type { MemberListCounts, MemberListQuery } from '@club/shared';
import type { DbExecutor } from '../../db/client.js';
import { statementBuiltOnce } from '../../db/prepared.js';
import {
  type FilterValues,
  filtersOn,
  filterValues,
  memberOrder,
  selectCounts,
  selectMembers,
  toCounts,
} from './member-query.js';

type PageQuery = Pick<MemberListQuery, 'search' | 'status' | 'role'> & {
  sort: NonNullable<MemberListQuery['sort']>;
  order: NonNullable<MemberListQuery['order']>;
};

const PLACEHOLDERS: Record<keyof FilterValues, Placeholder> = {
  pattern: sql.placeholder('pattern'),
  birthdayPattern: sql.placeholder('birthdayPattern'),
  status: sql.placeholder('status'),
  role: sql.placeholder('role'),
};

/** Placeholders for the filters a query has on; its shape (which filters, which sort) decides the statement. */
function placeholdersFor(values: FilterValues): FilterValues {
  return Object.fromEntries((Object.keys(values) as (keyof FilterValues)[]).map((key) => [key, PLACEHOLDERS[key]]));
}

const shapeOf = (query: PageQuery, values: FilterValues) =>
  `${query.sort} ${query.order} ${Object.keys(values).join(',')}`;

/**
 * Issue 27: building the page's select and its counts with drizzle on every request was a tenth of the members
 * page's time. A query's shape (its sort and which filters are on; a few dozen in all) gives the same SQL every time,
 * so each is built once with placeholders and run with the query's values.
 */
const pageStatements = new Map<string, ReturnType<typeof statementBuiltOnce>>();
const countStatements = new Map<string, ReturnType<typeof statementBuiltOnce>>();

/** The statement kept for a shape, built by drizzle the first time that shape is asked for. */
function statementOf(
  kept: Map<string, ReturnType<typeof statementBuiltOnce>>,
  shape: string,
  build: Parameters<typeof statementBuiltOnce>[0],
) {
  let statement = kept.get(shape);
  if (!statement) {
    statement = statementBuiltOnce(build);
    kept.set(shape, statement);
  }
  return statement;
}

/** One page of the filtered, sorted roster as postgres.js rows (arrays), and the counts of every member it filters. */
export async function readMemberPage(
  db: DbExecutor,
  query: PageQuery,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: unknown[][]; total: number; counts: MemberListCounts }> {
  const values = filterValues(query);
  const shape = shapeOf(query, values);
  const page = statementOf(pageStatements, shape, (built) =>
    selectMembers(built)
      .where(filtersOn(placeholdersFor(values)))
      .orderBy(...memberOrder(query.sort, query.order))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  );
  const counts = statementOf(countStatements, shape, (built) =>
    selectCounts(built, filtersOn(placeholdersFor(values))),
  );
  // Read as arrays, which memberFromValues makes into Members.
  const [rows, [countsRow]] = await Promise.all([page(db, { ...values, limit, offset }), counts(db, values)]);
  return { rows, ...countsFromValues(countsRow) };
}

/** selectCounts' row as an array, in its order; count() is a bigint, which postgres.js reads as text. */
function countsFromValues(row: unknown[] | undefined) {
  const [total = 0, assignable = 0, admins = 0, partnered = 0] = (row ?? []).map(Number);
  return toCounts({ total, assignable, admins, partnered });
}

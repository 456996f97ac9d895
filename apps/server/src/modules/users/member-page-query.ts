import { fillPlaceholders, type Placeholder, sql } from 'drizzle-orm';
import type { MemberListCounts, MemberListQuery } from '@club/shared';
import type { DbExecutor } from '../../db/client.js';
import { rawClientOf } from '../../db/raw-client.js';
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
const pageStatements = new Map<string, { sql: string; params: unknown[] }>();
const countStatements = new WeakMap<DbExecutor, Map<string, ReturnType<typeof prepareCounts>>>();

const prepareCounts = (db: DbExecutor, values: FilterValues) =>
  selectCounts(db, filtersOn(placeholdersFor(values))).prepare('member_counts');

/** One page of the filtered, sorted roster as postgres.js rows (arrays), and the counts of every member it filters. */
export async function readMemberPage(
  db: DbExecutor,
  query: PageQuery,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: unknown[][]; total: number; counts: MemberListCounts }> {
  const values = filterValues(query);
  const shape = shapeOf(query, values);
  let page = pageStatements.get(shape);
  if (!page) {
    page = selectMembers(db)
      .where(filtersOn(placeholdersFor(values)))
      .orderBy(...memberOrder(query.sort, query.order))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .toSQL();
    pageStatements.set(shape, page);
  }
  let counts = countStatements.get(db);
  if (!counts) {
    counts = new Map();
    countStatements.set(db, counts);
  }
  let countsOfShape = counts.get(shape);
  if (!countsOfShape) {
    countsOfShape = prepareCounts(db, values);
    counts.set(shape, countsOfShape);
  }
  const [rows, [countsRow]] = await Promise.all([
    // Prepared (decision 065) and read as arrays, which memberFromValues makes into Members.
    rawClientOf(db)
      .unsafe(page.sql, fillPlaceholders(page.params, { ...values, limit, offset }) as never[], {
        prepare: true,
      })
      .values(),
    countsOfShape.execute(values),
  ]);
  return { rows, ...toCounts(countsRow) };
}

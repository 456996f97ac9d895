import { sql } from 'drizzle-orm';
import { type DbTest, type Health, MESSAGES, type Status } from '@club/shared';
import type { ServiceContext } from '../../lib/context.js';

/** Longer than a reconnection takes (db/client.ts), shorter than a load balancer's usual probe timeout. */
const HEALTH_QUERY_LIMIT_MS = 2_000;

/** API.md health, and issue 14: healthy only while the database answers, so a supervisor or balancer sees an outage. */
export async function getHealth(ctx: Pick<ServiceContext, 'config' | 'db'>): Promise<Health> {
  const timestamp = new Date().toISOString();
  if (await databaseAnswers(ctx)) return { status: 'healthy', timestamp, version: ctx.config.version };
  return {
    status: 'unhealthy',
    timestamp,
    version: ctx.config.version,
    database: 'unavailable',
    message: MESSAGES.databaseUnavailable,
  };
}

async function databaseAnswers(ctx: Pick<ServiceContext, 'db'>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), HEALTH_QUERY_LIMIT_MS)));
  try {
    return await Promise.race([
      ctx.db.execute(sql`select 1`).then(
        () => true,
        () => false,
      ),
      limit,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** API.md db-test: whether the database answers, never where it is or how to reach it. */
export async function testDatabase(ctx: Pick<ServiceContext, 'db' | 'log'>): Promise<DbTest> {
  try {
    const result = await ctx.db.execute<{ version: string; now: string }>(
      sql`select current_setting('server_version') as version, now()::text as now`,
    );
    const row = result[0];
    return {
      status: 'connected',
      database_type: 'PostgreSQL',
      version: row?.version ?? null,
      current_time: row ? new Date(row.now).toISOString() : null,
    };
  } catch (error) {
    ctx.log.error({ err: error }, 'Database check failed');
    return { status: 'failed', database_type: 'PostgreSQL', version: null, current_time: null };
  }
}

export async function getStatus(ctx: Pick<ServiceContext, 'db' | 'log' | 'config'>): Promise<Status> {
  return {
    status: 'operational',
    version: ctx.config.version,
    timestamp: new Date().toISOString(),
    environment: ctx.config.environment,
    database: await testDatabase(ctx),
  };
}

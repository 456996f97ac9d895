import { sql } from 'drizzle-orm';
import type { DbTest, Health, Status } from '@club/shared';
import type { ServiceContext } from '../../lib/context.js';

export function getHealth(ctx: Pick<ServiceContext, 'config'>): Health {
  return { status: 'healthy', timestamp: new Date().toISOString(), version: ctx.config.version };
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

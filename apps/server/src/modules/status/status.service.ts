import { type DbTest, type Health, MESSAGES, type Status } from '@club/shared';
import type { DeploymentContext } from '../../lib/context.js';

/** Longer than a reconnection takes (db/client.ts), shorter than a load balancer's usual probe timeout. */
const HEALTH_QUERY_LIMIT_MS = 2_000;

/** API.md health, and issue 14: healthy only while the database answers, so a supervisor or balancer sees an outage. */
export async function getHealth(ctx: Pick<DeploymentContext, 'config' | 'database'>): Promise<Health> {
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

/**
 * Decision 097: a healthy answer is reused for this long, so a balancer's probes, or anyone's, cost the database at
 * most one query a second; an outage still shows within it, and an unhealthy answer is never reused.
 */
export const HEALTHY_FOR_MS = 1_000;

type Probe = { healthySince: number; inFlight: Promise<boolean> | null };
const probes = new WeakMap<DeploymentContext['database'], Probe>();

/** One question to the database at a time: calls that come while it is asked wait for its answer. */
function databaseAnswers({ database }: Pick<DeploymentContext, 'database'>): Promise<boolean> {
  let probe = probes.get(database);
  if (!probe) {
    probe = { healthySince: -Infinity, inFlight: null };
    probes.set(database, probe);
  }
  if (performance.now() - probe.healthySince < HEALTHY_FOR_MS) return Promise.resolve(true);
  if (probe.inFlight) return probe.inFlight;
  const asked = performance.now();
  const kept = probe;
  kept.inFlight = pingWithinLimit(database).then((answers) => {
    // Counted from when the question was asked: the answer says nothing of the database after that.
    kept.healthySince = answers ? asked : -Infinity;
    kept.inFlight = null;
    return answers;
  });
  return kept.inFlight;
}

async function pingWithinLimit(database: DeploymentContext['database']): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), HEALTH_QUERY_LIMIT_MS)));
  try {
    return await Promise.race([
      database.ping().then(
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
export async function testDatabase(ctx: Pick<DeploymentContext, 'database' | 'log'>): Promise<DbTest> {
  try {
    const row = await ctx.database.ping();
    return {
      status: 'connected',
      database_type: 'PostgreSQL',
      version: row.version,
      current_time: new Date(row.now).toISOString(),
    };
  } catch (error) {
    ctx.log.error({ err: error }, 'Database check failed');
    return { status: 'failed', database_type: 'PostgreSQL', version: null, current_time: null };
  }
}

export async function getStatus(ctx: Pick<DeploymentContext, 'database' | 'log' | 'config'>): Promise<Status> {
  return {
    status: 'operational',
    version: ctx.config.version,
    timestamp: new Date().toISOString(),
    environment: ctx.config.environment,
    database: await testDatabase(ctx),
  };
}

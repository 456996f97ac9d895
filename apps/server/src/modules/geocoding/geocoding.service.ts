import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import {
  GEOCODE_MESSAGES,
  GEOCODE_STALLED_AFTER_MS,
  type GeocodeProgress,
  type GeocodeStart,
  NOT_A_HOME_ADDRESS,
} from '@club/shared';
import type { DbExecutor } from '../../db/client.js';
import { geocodeRuns, members, settings } from '../../db/schema/index.js';
import { actorId, type ClubUnits, type ServiceContext } from '../../lib/context.js';
import { queueClubJob } from '../../lib/club-jobs.js';
import { AppError } from '../../lib/errors.js';
import { pgErrorCode, PG_UNIQUE_VIOLATION } from '../../lib/pg-errors.js';
import { recordAudit } from '../audit/audit.service.js';
import { getAllSettings } from '../settings/settings.service.js';
import { chooseGeocoder, type GeocodeOutcome, type Geocoder, type Pacer } from './geocoder.js';
import { GEOCODE_BATCH_JOB_OPTIONS, GEOCODE_BATCH_QUEUE } from '../../lib/geocode-queues.js';
import { onlyRow } from '../../lib/rows.js';

type GeocodeContext = Pick<ServiceContext, 'db' | 'config' | 'jobs' | 'log' | 'club'>;

/** SPEC §2: members with no address, or the placeholder 'Web Host', are not placed on the map. */
export function isMappableAddress(address: string | null): address is string {
  return address !== null && address.trim() !== '' && address.trim().toLowerCase() !== NOT_A_HOME_ADDRESS.toLowerCase();
}

/** The coordinates to clear when an address changes: they belong to the old one. */
export const CLEARED_COORDINATES = { latitude: null, longitude: null, geocoded_at: null } as const;

const needsCoordinates = and(
  isNotNull(members.address),
  sql`trim(${members.address}) <> ''`,
  sql`lower(trim(${members.address})) <> ${NOT_A_HOME_ADDRESS.toLowerCase()}`,
  isNull(members.latitude),
);

/**
 * Issue 17: a chain whose run has not moved for this long has stopped (its server stopped or crashed, or its job was
 * lost), so another chain may take the run over. Longer than the longest quiet spell of a live chain: one provider
 * request (15 s at most) plus the wait before a retry (GEOCODE_BATCH_JOB_OPTIONS).
 */
export const GEOCODE_RESUME_AFTER_MS = 45_000;

type GeocodeRun = typeof geocodeRuns.$inferSelect;

const olderThan = (ms: number) => lt(geocodeRuns.heartbeat_at, sql`now() - make_interval(secs => ${ms / 1000})`);

async function runProgress(ctx: Pick<ServiceContext, 'db' | 'config'>, run: GeocodeRun): Promise<GeocodeProgress> {
  const running = run.status === 'running';
  let secondsLeft: number | null = null;
  if (running) {
    const { google_api_key } = await getAllSettings(ctx.db, ['google_api_key']);
    const { minIntervalMs } = chooseGeocoder(ctx.config, google_api_key);
    secondsLeft = Math.ceil(((run.total - run.completed) * minIntervalMs) / 1000);
  }
  const [stalled] = running
    ? await ctx.db
        .select({ id: geocodeRuns.id })
        .from(geocodeRuns)
        .where(and(eq(geocodeRuns.id, run.id), olderThan(GEOCODE_STALLED_AFTER_MS)))
    : [];
  return {
    status: run.status,
    completed: run.completed,
    total: run.total,
    geocoded: run.geocoded,
    errors: run.errors,
    finished_at: run.finished_at?.toISOString() ?? null,
    stalled: stalled !== undefined,
    seconds_left: secondsLeft,
  };
}

/** API.md GET /users/geocode-progress: the latest run, or idle when there never was one. */
export async function getGeocodeProgress(ctx: Pick<ServiceContext, 'db' | 'config'>): Promise<GeocodeProgress> {
  const [run] = await ctx.db.select().from(geocodeRuns).orderBy(desc(geocodeRuns.id)).limit(1);
  return run
    ? runProgress(ctx, run)
    : {
        status: 'idle',
        completed: 0,
        total: 0,
        geocoded: 0,
        errors: [],
        finished_at: null,
        stalled: false,
        seconds_left: null,
      };
}

function startAnswer(runId: number | null, total: number): GeocodeStart {
  const message = total === 0 ? GEOCODE_MESSAGES.nothingToDo : GEOCODE_MESSAGES.started(total);
  return { job_id: runId, total, geocoded: 0, errors: [], message };
}

/** A batch chain: one job after another, each carrying the token under which the chain holds its run. */
async function queueChain(ctx: Pick<ServiceContext, 'db' | 'jobs' | 'club'>, runId: number, chain: string) {
  await queueClubJob(ctx, GEOCODE_BATCH_QUEUE, { run_id: runId, chain }, GEOCODE_BATCH_JOB_OPTIONS);
}

const backgroundOff = () =>
  new AppError('BAD_REQUEST', 'Geocoding runs as background work, which is switched off on this server.');

/**
 * API.md POST /users/geocode-all: one background run over every member whose address has no coordinates yet. A run
 * already going is answered instead of starting a second; with nothing to do no run starts (`job_id` null).
 */
export async function startGeocodeAll(
  ctx: Pick<ServiceContext, 'db' | 'jobs' | 'caller' | 'club'>,
): Promise<GeocodeStart> {
  const [running] = await ctx.db.select().from(geocodeRuns).where(eq(geocodeRuns.status, 'running'));
  if (running) return startAnswer(running.id, running.total);
  const ids = (
    await ctx.db.select({ id: members.id }).from(members).where(needsCoordinates).orderBy(asc(members.id))
  ).map((row) => row.id);
  if (ids.length === 0) return startAnswer(null, 0);
  if (!ctx.jobs) throw backgroundOff();
  const chain = randomUUID();
  let run;
  try {
    run = await ctx.db.transaction(async (tx) => {
      const started = onlyRow(
        await tx
          .insert(geocodeRuns)
          .values({
            status: 'running',
            total: ids.length,
            member_ids: ids,
            started_by: actorId(ctx.caller),
            locked_by: chain,
          })
          .returning(),
      );
      await recordAudit(tx, {
        actorId: actorId(ctx.caller),
        action: 'geocode.start',
        entity: 'geocode_run',
        entityId: started.id,
        details: { total: ids.length },
      });
      return started;
    });
  } catch (error) {
    // Another admin started one a moment earlier: report theirs.
    if (pgErrorCode(error) !== PG_UNIQUE_VIOLATION) throw error;
    const [theirs] = await ctx.db.select().from(geocodeRuns).where(eq(geocodeRuns.status, 'running'));
    // Theirs may have finished in between: then there is nothing left to run.
    return theirs ? startAnswer(theirs.id, theirs.total) : startAnswer(null, 0);
  }
  await queueChain(ctx, run.id, chain);
  return startAnswer(run.id, ids.length);
}

/**
 * Issue 17: an admin restarts a run that has made no progress for 2 minutes. A new chain takes the run over where it
 * stopped; the old one, should it wake, finds the run held by another and ends. Refused (409) while the run moves.
 */
export async function restartGeocodeRun(
  ctx: Pick<ServiceContext, 'db' | 'jobs' | 'caller' | 'config' | 'club'>,
): Promise<GeocodeProgress> {
  const [running] = await ctx.db.select().from(geocodeRuns).where(eq(geocodeRuns.status, 'running'));
  if (!running) throw new AppError('CONFLICT', GEOCODE_MESSAGES.nothingToRestart);
  if (!ctx.jobs) throw backgroundOff();
  const chain = randomUUID();
  const taken = await ctx.db.transaction(async (tx) => {
    const [run] = await tx
      .update(geocodeRuns)
      .set({ locked_by: chain, heartbeat_at: sql`now()` })
      .where(
        and(eq(geocodeRuns.id, running.id), eq(geocodeRuns.status, 'running'), olderThan(GEOCODE_STALLED_AFTER_MS)),
      )
      .returning();
    if (!run) return undefined;
    await recordAudit(tx, {
      actorId: actorId(ctx.caller),
      action: 'geocode.restart',
      entity: 'geocode_run',
      entityId: run.id,
      details: { completed: run.completed, total: run.total },
    });
    return run;
  });
  if (!taken) throw new AppError('CONFLICT', GEOCODE_MESSAGES.notStalled);
  await queueChain(ctx, taken.id, chain);
  return runProgress(ctx, taken);
}

/**
 * Issue 17: runs whose chain has stopped (a server stopped or crashed mid-run) get a new chain, so a restart
 * resumes within a minute instead of waiting for the stopped server's job to expire. Answers how many were resumed
 * and, for runs still held by a chain that may be alive, in how many seconds it is worth looking again.
 */
export async function resumeStoppedRuns(
  ctx: Pick<ServiceContext, 'db' | 'jobs' | 'log' | 'club'>,
): Promise<{ resumed: number; lookAgainInSeconds: number | null }> {
  if (!ctx.jobs) return { resumed: 0, lookAgainInSeconds: null };
  const runs = await ctx.db
    .select({
      id: geocodeRuns.id,
      stopped: sql<boolean>`${geocodeRuns.locked_by} is null or ${olderThan(GEOCODE_RESUME_AFTER_MS)}`,
      quietSeconds: sql<number>`extract(epoch from now() - ${geocodeRuns.heartbeat_at})::float8`,
    })
    .from(geocodeRuns)
    .where(eq(geocodeRuns.status, 'running'));
  let resumed = 0;
  let lookAgainInSeconds: number | null = null;
  for (const run of runs) {
    if (!run.stopped) {
      lookAgainInSeconds = Math.max(1, Math.ceil(GEOCODE_RESUME_AFTER_MS / 1000 - run.quietSeconds) + 1);
      continue;
    }
    await queueChain(ctx, run.id, randomUUID());
    ctx.log.info({ run_id: run.id }, 'Geocoding run resumed');
    resumed += 1;
  }
  return { resumed, lookAgainInSeconds };
}

/** The chain may work on the run: it holds it, nobody does, or its holder has stopped. */
async function claimRun(db: DbExecutor, runId: number, chain: string): Promise<GeocodeRun | undefined> {
  const [run] = await db
    .update(geocodeRuns)
    .set({ locked_by: chain, heartbeat_at: sql`now()` })
    .where(
      and(
        eq(geocodeRuns.id, runId),
        eq(geocodeRuns.status, 'running'),
        or(isNull(geocodeRuns.locked_by), eq(geocodeRuns.locked_by, chain), olderThan(GEOCODE_RESUME_AFTER_MS)),
      ),
    )
    .returning();
  return run;
}

/** Thrown inside a member's unit of work when another chain took the run over meanwhile: the member is not saved. */
class RunTakenOver extends Error {}

/** What one batch of a run works on, read in a unit of work before any address is looked up. */
type Batch = {
  geocoder: Geocoder;
  ids: number[];
  members: Map<
    number,
    { id: number; first_name: string; last_name: string; address: string | null; latitude: number | null }
  >;
};

async function readBatch(ctx: GeocodeContext, runId: number, chain: string): Promise<Batch | null> {
  const run = await claimRun(ctx.db, runId, chain);
  if (!run) return null;
  const { geocoding_batch_size, google_api_key } = await getAllSettings(ctx.db, [
    'geocoding_batch_size',
    'google_api_key',
  ]);
  const ids = run.member_ids.slice(run.completed, run.completed + geocoding_batch_size);
  const rows = ids.length
    ? await ctx.db
        .select({
          id: members.id,
          first_name: members.first_name,
          last_name: members.last_name,
          address: members.address,
          latitude: members.latitude,
        })
        .from(members)
        .where(inArray(members.id, ids))
    : [];
  return {
    geocoder: chooseGeocoder(ctx.config, google_api_key),
    ids,
    members: new Map(rows.map((row) => [row.id, row])),
  };
}

/**
 * Geocodes the next `geocoding_batch_size` members of a run, saving each member's coordinates together with the
 * run's progress in a unit of work of their own, so a restart never geocodes a saved member again and the page's
 * progress moves with each. The provider is asked between those units, never inside one (issue 28). Only the chain
 * holding the run works on it; a chain that lost it ends. Answers whether more batches remain.
 */
export async function geocodeNextBatch(
  units: ClubUnits,
  runId: number,
  chain: string,
  pace: Pacer,
): Promise<'more' | 'done'> {
  const batch = await units((ctx) => readBatch(ctx, runId, chain));
  if (!batch) return 'done';
  try {
    for (const id of batch.ids) {
      const member = batch.members.get(id);
      // Deleted, moved to 'Web Host' or placed by a single-member job since the run began: nothing to ask.
      const asked =
        member && member.latitude === null && isMappableAddress(member.address)
          ? { member, address: member.address }
          : null;
      const outcome =
        asked === null ? null : { ...asked, ...(await lookUp(units, batch.geocoder, pace, asked.address)) };
      await units(async (ctx) => {
        const error =
          outcome && !outcome.found
            ? GEOCODE_MESSAGES.notFound(`${outcome.member.first_name} ${outcome.member.last_name}`, outcome.address)
            : null;
        const [held] = await ctx.db
          .update(geocodeRuns)
          .set({
            completed: sql`${geocodeRuns.completed} + 1`,
            geocoded: sql`${geocodeRuns.geocoded} + ${outcome?.found ? 1 : 0}`,
            heartbeat_at: sql`now()`,
            ...(error ? { errors: sql`${geocodeRuns.errors} || ${JSON.stringify([error])}::jsonb` } : {}),
          })
          .where(and(eq(geocodeRuns.id, runId), eq(geocodeRuns.status, 'running'), eq(geocodeRuns.locked_by, chain)))
          .returning({ id: geocodeRuns.id });
        if (!held) {
          ctx.log.info({ run_id: runId }, 'Geocoding run taken over by another batch chain');
          throw new RunTakenOver();
        }
        if (outcome?.found) {
          await ctx.db
            .update(members)
            .set({ latitude: outcome.lat, longitude: outcome.lng, geocoded_at: sql`now()` })
            .where(and(eq(members.id, id), eq(members.address, outcome.address)));
        }
      });
    }
  } catch (error) {
    if (!(error instanceof RunTakenOver)) throw error;
    return 'done';
  }
  return units((ctx) => finishBatch(ctx, runId, chain));
}

/** After a batch: more to do, or the run ends, completed or (having placed nobody it looked for) failed. */
async function finishBatch(ctx: GeocodeContext, runId: number, chain: string): Promise<'more' | 'done'> {
  const [after] = await ctx.db
    .select({
      completed: geocodeRuns.completed,
      total: geocodeRuns.total,
      geocoded: geocodeRuns.geocoded,
      errors: geocodeRuns.errors,
    })
    .from(geocodeRuns)
    .where(eq(geocodeRuns.id, runId));
  // The run deleted meanwhile has nothing more to do.
  if (!after) return 'done';
  if (after.completed < after.total) return 'more';
  // Issue 17: a run that placed nobody and could not find someone failed (SPEC §8 'Geocoding failed…').
  const failed = after.geocoded === 0 && after.errors.length > 0;
  await ctx.db
    .update(geocodeRuns)
    .set({ status: failed ? 'failed' : 'completed', finished_at: sql`now()`, locked_by: null })
    .where(and(eq(geocodeRuns.id, runId), eq(geocodeRuns.locked_by, chain)));
  ctx.log.info({ run_id: runId }, 'Geocoding run finished');
  return 'done';
}

/** A chain that is retrying after the provider failed is alive: it keeps the run, so nobody takes it over. */
export async function touchGeocodeRun(db: DbExecutor, runId: number, chain: string): Promise<void> {
  await db
    .update(geocodeRuns)
    .set({ heartbeat_at: sql`now()` })
    .where(and(eq(geocodeRuns.id, runId), eq(geocodeRuns.status, 'running'), eq(geocodeRuns.locked_by, chain)));
}

/** A stopping server lets go of its runs, so the next server to start resumes them at once. */
export async function releaseGeocodeRuns(db: DbExecutor, chains: string[]): Promise<void> {
  if (chains.length === 0) return;
  await db
    .update(geocodeRuns)
    .set({ locked_by: null })
    .where(and(eq(geocodeRuns.status, 'running'), inArray(geocodeRuns.locked_by, chains)));
}

/**
 * Members at one address (couples, a shared house) cost the provider one request: a known answer is reused. The
 * provider is asked outside any unit of work.
 */
async function lookUp(units: ClubUnits, geocoder: Geocoder, pace: Pacer, address: string): Promise<GeocodeOutcome> {
  const known = await units(async ({ db }) => {
    const [row] = await db
      .select({ lat: members.latitude, lng: members.longitude })
      .from(members)
      .where(
        and(
          sql`lower(trim(${members.address})) = lower(trim(${address}))`,
          isNotNull(members.latitude),
          isNotNull(members.longitude),
        ),
      )
      .limit(1);
    return row;
  });
  if (known?.lat != null && known.lng != null) return { found: true, lat: known.lat, lng: known.lng };
  await pace(geocoder);
  return geocoder.geocode(address);
}

/** After the last retry: the run stops, with the provider's answer as its last error, if the chain still holds it. */
export async function failGeocodeRun(db: DbExecutor, runId: number, chain: string, message: string): Promise<void> {
  await db
    .update(geocodeRuns)
    .set({
      status: 'failed',
      finished_at: sql`now()`,
      locked_by: null,
      errors: sql`${geocodeRuns.errors} || ${JSON.stringify([message])}::jsonb`,
    })
    .where(and(eq(geocodeRuns.id, runId), eq(geocodeRuns.status, 'running'), eq(geocodeRuns.locked_by, chain)));
}

/** Issue 6: one member placed on the map after their address changed: read, asked, then saved if still theirs. */
export async function geocodeMember(units: ClubUnits, memberId: number, pace: Pacer): Promise<void> {
  const asked = await units(async (ctx) => {
    const [member] = await ctx.db.select().from(members).where(eq(members.id, memberId));
    if (!member || member.latitude !== null || !isMappableAddress(member.address)) return null;
    const { google_api_key } = await getAllSettings(ctx.db, ['google_api_key']);
    return { address: member.address, geocoder: chooseGeocoder(ctx.config, google_api_key) };
  });
  if (!asked) return;
  const outcome = await lookUp(units, asked.geocoder, pace, asked.address);
  await units(async (ctx) => {
    if (!outcome.found) {
      ctx.log.warn({ member_id: memberId }, 'The address of a member could not be found');
      return;
    }
    // Only if the address is still the one looked up.
    await ctx.db
      .update(members)
      .set({ latitude: outcome.lat, longitude: outcome.lng, geocoded_at: sql`now()` })
      .where(and(eq(members.id, memberId), eq(members.address, asked.address)));
  });
}

/** Issue 6: the club's own address placed on the map after it changed. */
export async function geocodeClubAddress(units: ClubUnits, pace: Pacer): Promise<void> {
  const asked = await units(async (ctx) => {
    const { club_address, club_lat, google_api_key } = await getAllSettings(ctx.db, [
      'club_address',
      'club_lat',
      'google_api_key',
    ]);
    if (club_lat !== null || !club_address.trim()) return null;
    return { address: club_address, geocoder: chooseGeocoder(ctx.config, google_api_key) };
  });
  if (!asked) return;
  await pace(asked.geocoder);
  const outcome = await asked.geocoder.geocode(asked.address);
  await units(async (ctx) => {
    if (!outcome.found) {
      ctx.log.warn('The club address could not be found');
      return;
    }
    // The address may have changed while the provider answered; these coordinates then belong to no one.
    const { club_address: now } = await getAllSettings(ctx.db, ['club_address']);
    if (now !== asked.address) return;
    for (const [key, value] of [
      ['club_lat', outcome.lat],
      ['club_lng', outcome.lng],
    ] as const) {
      await ctx.db
        .insert(settings)
        .values({ key, value })
        .onConflictDoUpdate({ target: [settings.club_id, settings.key], set: { value, updated_at: sql`now()` } });
    }
  });
}

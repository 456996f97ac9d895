import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { GEOCODE_MESSAGES, type GeocodeProgress, type GeocodeStart, NOT_A_HOME_ADDRESS } from '@club/shared';
import type { DbExecutor } from '../../db/client.js';
import { geocodeRuns, members, settings } from '../../db/schema/index.js';
import { actorId, type ServiceContext } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { pgErrorCode, PG_UNIQUE_VIOLATION } from '../../lib/pg-errors.js';
import { recordAudit } from '../audit/audit.service.js';
import { getAllSettings } from '../settings/settings.service.js';
import { chooseGeocoder, type GeocodeOutcome, type Geocoder, type Pacer } from './geocoder.js';
import { GEOCODE_BATCH_JOB_OPTIONS, GEOCODE_BATCH_QUEUE } from './geocode-queues.js';
import { onlyRow } from '../../lib/rows.js';

type GeocodeContext = Pick<ServiceContext, 'db' | 'config' | 'jobs' | 'log'>;

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

const runProgress = (run: typeof geocodeRuns.$inferSelect): GeocodeProgress => ({
  status: run.status,
  completed: run.completed,
  total: run.total,
  geocoded: run.geocoded,
  errors: run.errors,
  finished_at: run.finished_at?.toISOString() ?? null,
});

/** API.md GET /users/geocode-progress: the latest run, or idle when there never was one. */
export async function getGeocodeProgress(db: DbExecutor): Promise<GeocodeProgress> {
  const [run] = await db.select().from(geocodeRuns).orderBy(desc(geocodeRuns.id)).limit(1);
  return run
    ? runProgress(run)
    : { status: 'idle', completed: 0, total: 0, geocoded: 0, errors: [], finished_at: null };
}

function startAnswer(runId: number | null, total: number): GeocodeStart {
  const message = total === 0 ? GEOCODE_MESSAGES.nothingToDo : GEOCODE_MESSAGES.started(total);
  return { job_id: runId, total, geocoded: 0, errors: [], message };
}

/**
 * API.md POST /users/geocode-all: one background run over every member whose address has no coordinates yet. A run
 * already going is answered instead of starting a second; with nothing to do no run starts (`job_id` null).
 */
export async function startGeocodeAll(ctx: Pick<ServiceContext, 'db' | 'jobs' | 'caller'>): Promise<GeocodeStart> {
  const [running] = await ctx.db.select().from(geocodeRuns).where(eq(geocodeRuns.status, 'running'));
  if (running) return startAnswer(running.id, running.total);
  const ids = (
    await ctx.db.select({ id: members.id }).from(members).where(needsCoordinates).orderBy(asc(members.id))
  ).map((row) => row.id);
  if (ids.length === 0) return startAnswer(null, 0);
  if (!ctx.jobs)
    throw new AppError('BAD_REQUEST', 'Geocoding runs as background work, which is switched off on this server.');
  let run;
  try {
    run = await ctx.db.transaction(async (tx) => {
      const started = onlyRow(
        await tx
          .insert(geocodeRuns)
          .values({ status: 'running', total: ids.length, member_ids: ids, started_by: actorId(ctx.caller) })
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
  await ctx.jobs.boss.send(GEOCODE_BATCH_QUEUE, { run_id: run.id }, GEOCODE_BATCH_JOB_OPTIONS);
  return startAnswer(run.id, ids.length);
}

/**
 * Geocodes the next `geocoding_batch_size` members of a run, saving each member's coordinates together with the
 * run's progress, so a restart never geocodes a saved member again. Answers whether more batches remain.
 */
export async function geocodeNextBatch(ctx: GeocodeContext, runId: number, pace: Pacer): Promise<'more' | 'done'> {
  const [run] = await ctx.db.select().from(geocodeRuns).where(eq(geocodeRuns.id, runId));
  if (!run || run.status !== 'running') return 'done';
  const { geocoding_batch_size, google_api_key } = await getAllSettings(ctx.db, [
    'geocoding_batch_size',
    'google_api_key',
  ]);
  const geocoder = chooseGeocoder(ctx.config, google_api_key);
  const batch = run.member_ids.slice(run.completed, run.completed + geocoding_batch_size);
  const rows = batch.length
    ? await ctx.db
        .select({
          id: members.id,
          first_name: members.first_name,
          last_name: members.last_name,
          address: members.address,
          latitude: members.latitude,
        })
        .from(members)
        .where(inArray(members.id, batch))
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));

  for (const id of batch) {
    const member = byId.get(id);
    // Deleted, moved to 'Web Host' or placed by a single-member job since the run began: nothing to ask.
    const asked =
      member && member.latitude === null && isMappableAddress(member.address)
        ? { member, address: member.address }
        : null;
    const outcome = asked === null ? null : { ...asked, ...(await lookUp(ctx.db, geocoder, pace, asked.address)) };
    await ctx.db.transaction(async (tx) => {
      if (outcome?.found) {
        await tx
          .update(members)
          .set({ latitude: outcome.lat, longitude: outcome.lng, geocoded_at: sql`now()` })
          .where(and(eq(members.id, id), eq(members.address, outcome.address)));
      }
      const error =
        outcome && !outcome.found
          ? GEOCODE_MESSAGES.notFound(`${outcome.member.first_name} ${outcome.member.last_name}`, outcome.address)
          : null;
      await tx
        .update(geocodeRuns)
        .set({
          completed: sql`${geocodeRuns.completed} + 1`,
          geocoded: sql`${geocodeRuns.geocoded} + ${outcome?.found ? 1 : 0}`,
          ...(error ? { errors: sql`${geocodeRuns.errors} || ${JSON.stringify([error])}::jsonb` } : {}),
        })
        .where(eq(geocodeRuns.id, runId));
    });
  }

  const [after] = await ctx.db
    .select({ completed: geocodeRuns.completed, total: geocodeRuns.total })
    .from(geocodeRuns)
    .where(eq(geocodeRuns.id, runId));
  // The run deleted meanwhile has nothing more to do.
  if (!after) return 'done';
  if (after.completed < after.total) return 'more';
  await ctx.db
    .update(geocodeRuns)
    .set({ status: 'completed', finished_at: sql`now()` })
    .where(eq(geocodeRuns.id, runId));
  ctx.log.info({ run_id: runId }, 'Geocoding run finished');
  return 'done';
}

/** Members at one address (couples, a shared house) cost the provider one request: a known answer is reused. */
async function lookUp(db: DbExecutor, geocoder: Geocoder, pace: Pacer, address: string): Promise<GeocodeOutcome> {
  const [known] = await db
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
  if (known?.lat != null && known.lng != null) return { found: true, lat: known.lat, lng: known.lng };
  await pace(geocoder);
  return geocoder.geocode(address);
}

/** After the last retry: the run stops, with the provider's answer as its last error. */
export async function failGeocodeRun(db: DbExecutor, runId: number, message: string): Promise<void> {
  await db
    .update(geocodeRuns)
    .set({
      status: 'failed',
      finished_at: sql`now()`,
      errors: sql`${geocodeRuns.errors} || ${JSON.stringify([message])}::jsonb`,
    })
    .where(and(eq(geocodeRuns.id, runId), eq(geocodeRuns.status, 'running')));
}

export async function geocodeMember(ctx: GeocodeContext, memberId: number, pace: Pacer): Promise<void> {
  const [member] = await ctx.db.select().from(members).where(eq(members.id, memberId));
  if (!member || member.latitude !== null || !isMappableAddress(member.address)) return;
  const { google_api_key } = await getAllSettings(ctx.db, ['google_api_key']);
  const geocoder = chooseGeocoder(ctx.config, google_api_key);
  const outcome = await lookUp(ctx.db, geocoder, pace, member.address);
  if (!outcome.found) {
    ctx.log.warn({ member_id: memberId }, 'The address of a member could not be found');
    return;
  }
  // Only if the address is still the one looked up.
  await ctx.db
    .update(members)
    .set({ latitude: outcome.lat, longitude: outcome.lng, geocoded_at: sql`now()` })
    .where(and(eq(members.id, memberId), eq(members.address, member.address)));
}

export async function geocodeClubAddress(ctx: GeocodeContext, pace: Pacer): Promise<void> {
  const { club_address, club_lat, google_api_key } = await getAllSettings(ctx.db, [
    'club_address',
    'club_lat',
    'google_api_key',
  ]);
  if (club_lat !== null || !club_address.trim()) return;
  const geocoder = chooseGeocoder(ctx.config, google_api_key);
  await pace(geocoder);
  const outcome = await geocoder.geocode(club_address);
  if (!outcome.found) {
    ctx.log.warn('The club address could not be found');
    return;
  }
  await ctx.db.transaction(async (tx) => {
    // The address may have changed while the provider answered; these coordinates then belong to no one.
    const { club_address: now } = await getAllSettings(tx, ['club_address']);
    if (now !== club_address) return;
    for (const [key, value] of [
      ['club_lat', outcome.lat],
      ['club_lng', outcome.lng],
    ] as const) {
      await tx
        .insert(settings)
        .values({ key, value })
        .onConflictDoUpdate({ target: settings.key, set: { value, updated_at: sql`now()` } });
    }
  });
}

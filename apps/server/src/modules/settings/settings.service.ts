import { inArray, sql } from 'drizzle-orm';
import {
  type AdminSettings,
  type Branding,
  type ClockStyle,
  clubClockStyleOf,
  clubCountryOf,
  nightTimes,
  emailMessages,
  type MapConfig,
  type PublicSettings,
  PUBLIC_SETTING_KEYS,
  SETTING_KEYS,
  type Locale,
  type SettingKey,
  type Settings,
  SETTINGS_DEFAULTS,
  settingsMessages,
  settingsSchema,
  READ_ONLY_SETTING_KEYS,
  SECRET_SETTING_KEYS,
  type SecretSettingKey,
  type settingsUpdateSchema,
  settingsWriteSchema,
} from '@club/shared';
import type { z } from 'zod';
import { type AppConfig, smtpUrlOverrides } from '../../config.js';
import type { DbExecutor } from '../../db/client.js';
import { settings } from '../../db/schema/index.js';
import { actorId, isAdminCaller, type ServiceContext } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { diffFields } from '../audit/audit-diff.js';
import { recordAudit } from '../audit/audit.service.js';
import { queueClubGeocode } from '../../lib/geocode-queues.js';
import { rereadPhones } from '../phones/phones.service.js';
import { copySettingsToRegister } from '../clubs/club-register.js';

/**
 * Every setting, stored values over the SPEC §9 defaults. A stored value that no longer passes the schema (an older
 * release wrote it, or someone edited the table) falls back to its default instead of breaking every page.
 */
export async function getAllSettings(db: DbExecutor, keys: readonly SettingKey[] = SETTING_KEYS): Promise<Settings> {
  // Read as text and parsed here once: postgres.js already parses jsonb, and drizzle parses a string result again,
  // which would turn a stored "7" or "true" into a number or a boolean.
  const query = db.select({ key: settings.key, json: sql<string>`${settings.value}::text` }).from(settings);
  // All of them needs no list of every key to build, send and match: row-level security keeps the rows the club’s.
  const rows = await (keys === SETTING_KEYS ? query : query.where(inArray(settings.key, [...keys])));
  const merged: Record<string, unknown> = { ...SETTINGS_DEFAULTS };
  for (const row of rows) {
    const value: unknown = JSON.parse(row.json);
    const field = settingsSchema.shape[row.key as SettingKey];
    if (field?.safeParse(value).success) merged[row.key] = value;
  }
  return merged as Settings;
}

export async function getPublicSettings(db: DbExecutor): Promise<PublicSettings> {
  const all = await getAllSettings(db, PUBLIC_SETTING_KEYS);
  return Object.fromEntries(PUBLIC_SETTING_KEYS.map((key) => [key, all[key]])) as PublicSettings;
}

/**
 * What the login page shows before anyone signs in (SPEC §1: the club's name, subtitle, colour and logo), and the
 * club's clock, so the answer-link pages write a night's time as its e-mail did (issue 26).
 */
export async function getBranding(db: DbExecutor): Promise<Branding> {
  const { club_name, club_subtitle, club_color, club_logo_data, club_logo_url, ...clock } = await getAllSettings(db, [
    'club_name',
    'club_subtitle',
    'club_color',
    'club_logo_data',
    'club_logo_url',
    'time_format',
    'club_country',
    'system_timezone',
  ]);
  return { club_name, club_subtitle, club_color, club_logo_data, club_logo_url, clock: clubClockStyleOf(clock) };
}

const isSecret = (key: string): key is SecretSettingKey => (SECRET_SETTING_KEYS as readonly string[]).includes(key);

/**
 * Issue 5: administrators read every setting except the secrets, of which they learn only whether they are set.
 * Issue 17: and whether SMTP_URL overrides the SMTP settings, so the page can say so.
 */
export async function getAdminSettings(ctx: Pick<ServiceContext, 'db' | 'config'>): Promise<AdminSettings> {
  const { smtp_password, google_api_key, ...rest } = await getAllSettings(ctx.db);
  return {
    ...rest,
    smtp_password_set: smtp_password !== '',
    google_api_key_set: google_api_key !== '',
    smtp_url_set: smtpUrlOverrides(ctx.config),
  };
}

/** Issue 6: the map's tile source comes from the server's configuration (MAP_TILE_URL), not from a club setting. */
export function getMapConfig(config: Pick<AppConfig, 'mapTileUrl' | 'mapTileAttribution'>): MapConfig {
  return { tile_url: config.mapTileUrl, attribution: config.mapTileAttribution };
}

/** API.md GET /settings: the full map for admins, only the public keys for members. */
export async function getSettingsFor(
  ctx: Pick<ServiceContext, 'db' | 'caller' | 'config'>,
): Promise<AdminSettings | PublicSettings> {
  return isAdminCaller(ctx.caller) ? getAdminSettings(ctx) : getPublicSettings(ctx.db);
}

/** API.md GET /settings/{key}: secrets never; members only the public keys. */
export async function getSetting(
  ctx: Pick<ServiceContext, 'db' | 'caller'>,
  key: string,
): Promise<{ key: SettingKey; value: unknown }> {
  if (!(SETTING_KEYS as string[]).includes(key)) throw new AppError('NOT_FOUND', `There is no setting named "${key}".`);
  if (isSecret(key)) throw new AppError('FORBIDDEN', `The ${key} setting is write-only and is never shown.`);
  const isPublic = (PUBLIC_SETTING_KEYS as readonly string[]).includes(key);
  if (!isPublic && !isAdminCaller(ctx.caller))
    throw new AppError('FORBIDDEN', 'Admin access required to read this setting');
  const all = await getAllSettings(ctx.db, [key as SettingKey]);
  return { key: key as SettingKey, value: all[key as SettingKey] };
}

const savedListeners = new Set<(clubId: number) => void>();

/**
 * Issue 26: `listener` runs once each save of a club's settings on this server has committed (the branded pages drop
 * that club's copies). Returns the way to stop listening.
 */
export function onSettingsSaved(listener: (clubId: number) => void): () => void {
  savedListeners.add(listener);
  return () => savedListeners.delete(listener);
}

/**
 * API.md PUT /settings: every key is checked before anything is written, then all are saved in one transaction.
 * The club's coordinates are geocoded, never set by hand.
 */
export async function updateSettings(
  ctx: Pick<ServiceContext, 'db' | 'caller' | 'jobs' | 'config' | 'club' | 'onCommitted' | 'locale'>,
  patch: z.output<typeof settingsUpdateSchema>,
): Promise<AdminSettings> {
  const entries = Object.entries(patch).filter(([, value]) => value !== undefined);
  const { club_address: oldAddress } = await getAllSettings(ctx.db, ['club_address']);
  const addressChanges = patch.club_address !== undefined && patch.club_address !== oldAddress;
  await ctx.db.transaction(async (tx) => {
    const before = await getAllSettings(tx);
    assertPasswordStaysWithItsServer(before, patch, ctx.locale);
    const country = { before: clubCountryOf(before), after: clubCountryOf({ ...before, ...patch }) };
    // Issue 6: the club's coordinates belong to its old address; they are looked up again below.
    if (addressChanges) await tx.delete(settings).where(inArray(settings.key, [...READ_ONLY_SETTING_KEYS]));
    for (const [key, value] of entries) {
      await tx
        .insert(settings)
        .values({ key, value })
        .onConflictDoUpdate({ target: [settings.club_id, settings.key], set: { value, updated_at: sql`now()` } });
    }
    await copySettingsToRegister(tx, ctx.club.id, patch);
    // Issue 26: national numbers mean another number in another country (a club that sets its country, or moves it
    // with its time zone): every member's is read again, in the same transaction.
    if (country.after !== country.before) await rereadPhones(tx, country.after, { onlyUnread: false });
    // Issue 9: old → new for each changed key; a secret is only marked "changed", its value never reaches the trail.
    await recordAudit(tx, {
      actorId: actorId(ctx.caller),
      action: 'settings.update',
      entity: 'settings',
      entityId: null,
      details: {
        keys: entries.map(([key]) => key),
        changes: diffFields(before, Object.fromEntries(entries), { secret: SECRET_SETTING_KEYS }),
      },
    });
  });
  ctx.onCommitted(() => {
    for (const listener of savedListeners) listener(ctx.club.id);
  });
  if (addressChanges && patch.club_address?.trim()) await queueClubGeocode(ctx);
  return getAdminSettings(ctx);
}

const SMTP_SERVER_KEYS = ['smtp_host', 'smtp_port', 'smtp_username', 'smtp_encryption'] as const;

/**
 * Issue 14: the saved SMTP password is sent only to the server, port and user it was typed for. Pointing the
 * settings at another server keeps no saved password: type it again, or remove it. A password saved before any
 * server was named goes with the first one. Issue 26: the encryption too, as "none" would send it in the clear.
 */
function assertPasswordStaysWithItsServer(
  before: Settings,
  patch: z.output<typeof settingsUpdateSchema>,
  locale: Locale,
): void {
  if (before.smtp_password === '' || before.smtp_host === '' || patch.smtp_password !== undefined) return;
  const movesServer = SMTP_SERVER_KEYS.some(
    (key) => patch[key] !== undefined && String(patch[key]) !== String(before[key]),
  );
  if (!movesServer) return;
  // Issue 29: in the language of the admin who saved.
  const message = emailMessages(locale).smtpPasswordNeeded;
  throw new AppError('VALIDATION', message, { fieldErrors: { smtp_password: message } });
}

/** API.md PUT /settings/{key} with `{value}`; a secret's value is not echoed back. */
export async function updateSetting(
  ctx: Pick<ServiceContext, 'db' | 'caller' | 'jobs' | 'config' | 'club' | 'onCommitted' | 'locale'>,
  key: string,
  value: unknown,
): Promise<{ key: string; value: unknown }> {
  const text = settingsMessages(ctx.locale);
  if ((READ_ONLY_SETTING_KEYS as readonly string[]).includes(key)) {
    throw new AppError('VALIDATION', text.settingReadOnly(key), { fieldErrors: { [key]: text.readOnly } });
  }
  if (!(SETTING_KEYS as string[]).includes(key)) throw new AppError('NOT_FOUND', text.noSuchSetting(key));
  // The REST rules of PUT /settings: "true", "587", a list of reminder days, null to remove a secret or the logo.
  const parsed = settingsWriteSchema.safeParse({ [key]: value });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? text.invalidValue;
    throw new AppError('VALIDATION', 'Validation failed', { fieldErrors: { [key]: message } });
  }
  const updated = await updateSettings(ctx, parsed.data);
  return { key, value: isSecret(key) ? null : updated[key as keyof AdminSettings] };
}

/** Issue 26: how the club writes a time (the time_format setting, else its country's clock). */
export async function getClockStyle(db: DbExecutor): Promise<ClockStyle> {
  return clubClockStyleOf(await getAllSettings(db, ['time_format', 'club_country', 'system_timezone']));
}

/**
 * Issue 26: a night's times as its e-mails give them (its own, else the club's; null without any) and the club's
 * clock, for the pages an e-mailed link opens.
 */
export async function getNightTimes(
  db: DbExecutor,
  night: { start_time: string | null; end_time: string | null } | undefined,
): Promise<{ start_time: string | null; end_time: string | null; clock: ClockStyle }> {
  const club = await getAllSettings(db, [
    'club_night_start',
    'club_night_end',
    'time_format',
    'club_country',
    'system_timezone',
  ]);
  const times = night ? nightTimes(night, club) : { start: '', end: '' };
  return { start_time: times.start || null, end_time: times.end || null, clock: clubClockStyleOf(club) };
}

/** Issue 26: the country national phone numbers are read in (the setting, else the time zone's). */
export async function getClubCountry(db: DbExecutor): Promise<string | undefined> {
  return clubCountryOf(await getAllSettings(db, ['club_country', 'system_timezone']));
}

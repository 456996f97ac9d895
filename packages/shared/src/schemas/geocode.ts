import { z } from 'zod';

export const GEOCODE_STATUSES = ['idle', 'running', 'completed', 'failed'] as const;

/** API.md GET /users/geocode-progress: how far 'Geocode All Addresses' has got. */
export const geocodeProgressSchema = z.object({
  status: z.enum(GEOCODE_STATUSES),
  completed: z.number().int(),
  total: z.number().int(),
  geocoded: z.number().int(),
  /** One line per address the provider could not place, naming the member. */
  errors: z.array(z.string()),
  /** When the latest run ended (ISO 8601), null while it runs or when there never was one. */
  finished_at: z.string().nullable(),
  /** Issue 17: a running run that has made no progress for 2 minutes; an admin may restart it. */
  stalled: z.boolean(),
  /** Issue 17: how long the addresses left take at the provider's pace, in seconds; null when not running. */
  seconds_left: z.number().int().nullable(),
});
export type GeocodeProgress = z.infer<typeof geocodeProgressSchema>;

/**
 * API.md POST /users/geocode-all: the run started (or the one already going), or none (`job_id` null, total 0) when
 * nothing needs geocoding. `geocoded` and `errors` stay empty here (the work runs in the background; see
 * geocode-progress): they are what clients written for the synchronous original read.
 */
export const geocodeStartSchema = z.object({
  job_id: z.number().int().nullable(),
  total: z.number().int(),
  geocoded: z.literal(0),
  errors: z.array(z.string()).max(0),
  message: z.string(),
});
export type GeocodeStart = z.infer<typeof geocodeStartSchema>;

/** What the map page needs from the server's configuration: the tile source (empty: no tiles, markers only). */
export const mapConfigSchema = z.object({ tile_url: z.string(), attribution: z.string() });
export type MapConfig = z.infer<typeof mapConfigSchema>;

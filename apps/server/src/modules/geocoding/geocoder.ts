import { GEOCODE_STAGGER_MS } from '@club/shared';
import type { AppConfig } from '../../config.js';

export type GeocodeOutcome = { found: true; lat: number; lng: number } | { found: false };

export type Geocoder = {
  name: 'nominatim' | 'google';
  /** The provider's own minimum gap between requests. */
  minIntervalMs: number;
  /** Resolves found or not found; throws when the provider cannot answer (network, quota, server error). */
  geocode(address: string): Promise<GeocodeOutcome>;
};

export class GeocoderUnavailableError extends Error {}

const REQUEST_TIMEOUT_MS = 15_000;
// Nominatim's usage policy: at most one request per second.
const NOMINATIM_INTERVAL_MS = 1_000;

async function getJson(url: string, headers: Record<string, string>): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch (error) {
    throw new GeocoderUnavailableError(
      `The geocoding service could not be reached (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
  if (!response.ok)
    throw new GeocoderUnavailableError(`The geocoding service answered ${response.status} ${response.statusText}.`);
  return response.json();
}

const toNumber = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? Number(value) : Number.NaN;

function outcome(lat: number, lng: number): GeocodeOutcome {
  return Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
    ? { found: true, lat, lng }
    : { found: false };
}

/** Nominatim (OpenStreetMap): no key; the policy asks for an identifying User-Agent and one request a second. */
function nominatim(config: AppConfig): Geocoder {
  const userAgent = `club-manager/${config.version} (+${config.publicUrl})`;
  return {
    name: 'nominatim',
    minIntervalMs: NOMINATIM_INTERVAL_MS,
    async geocode(address) {
      const url = `${config.geocoderUrl}/search?${new URLSearchParams({ format: 'jsonv2', limit: '1', q: address }).toString()}`;
      const body = await getJson(url, { 'user-agent': userAgent, accept: 'application/json' });
      const [first] = Array.isArray(body) ? (body as { lat?: unknown; lon?: unknown }[]) : [];
      return first ? outcome(toNumber(first.lat), toNumber(first.lon)) : { found: false };
    },
  };
}

/** Google Geocoding, used when the club has a maps key. */
function google(config: AppConfig, key: string): Geocoder {
  return {
    name: 'google',
    minIntervalMs: GEOCODE_STAGGER_MS,
    async geocode(address) {
      const url = `${config.googleGeocoderUrl}/maps/api/geocode/json?${new URLSearchParams({ address, key }).toString()}`;
      const body = (await getJson(url, { accept: 'application/json' })) as {
        status?: string;
        error_message?: string;
        results?: { geometry?: { location?: { lat?: unknown; lng?: unknown } } }[];
      };
      if (body.status === 'ZERO_RESULTS') return { found: false };
      if (body.status !== 'OK')
        throw new GeocoderUnavailableError(
          `Google Geocoding answered ${body.status ?? 'nothing'}${body.error_message ? `: ${body.error_message}` : ''}.`,
        );
      const location = body.results?.[0]?.geometry?.location;
      return location ? outcome(toNumber(location.lat), toNumber(location.lng)) : { found: false };
    },
  };
}

/** Issue 6: Google when the club set a maps key, otherwise Nominatim. */
export function chooseGeocoder(config: AppConfig, googleApiKey: string): Geocoder {
  return googleApiKey ? google(config, googleApiKey) : nominatim(config);
}

/**
 * Spaces requests to one provider at least `minIntervalMs` apart across everything this process geocodes (SPEC §9:
 * 100 ms per address; slower when the provider's policy says so).
 */
export function createPacer() {
  const nextAllowed = new Map<string, number>();
  return async function pace(geocoder: Geocoder): Promise<void> {
    const now = Date.now();
    const at = Math.max(now, nextAllowed.get(geocoder.name) ?? 0);
    nextAllowed.set(geocoder.name, at + geocoder.minIntervalMs);
    if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
  };
}
export type Pacer = ReturnType<typeof createPacer>;

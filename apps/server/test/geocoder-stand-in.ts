import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type GeocoderRequest = {
  provider: 'nominatim' | 'google';
  address: string;
  at: number;
  userAgent: string | undefined;
  key?: string;
};

/** A stable point near the club for any address, so tests can predict where an address lands. */
export function standInLocation(address: string): { lat: number; lng: number } {
  let hash = 0;
  for (const char of address.trim().toLowerCase()) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return { lat: 37.2 + (hash % 4000) / 20_000, lng: -122.0 + ((hash >>> 12) % 4000) / 20_000 };
}

/**
 * A real HTTP server on loopback that answers like Nominatim (`/search`) and like Google Geocoding
 * (`/maps/api/geocode/json`), so tests never reach the internet. Addresses containing "Nowhere" are not found;
 * `failNext(n)` makes the next n requests answer 503, as a provider under load would.
 */
export class GeocoderStandIn {
  readonly requests: GeocoderRequest[] = [];
  private server: http.Server | undefined;
  private failures = 0;
  port = 0;

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  failNext(count: number): void {
    this.failures = count;
  }

  clear(): void {
    this.requests.length = 0;
    this.failures = 0;
  }

  async start(): Promise<this> {
    this.server = http.createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const isGoogle = url.pathname === '/maps/api/geocode/json';
      if (!isGoogle && url.pathname !== '/search') return send(404, { error: 'Not found' });
      const address = (isGoogle ? url.searchParams.get('address') : url.searchParams.get('q')) ?? '';
      this.requests.push({
        provider: isGoogle ? 'google' : 'nominatim',
        address,
        at: Date.now(),
        userAgent: request.headers['user-agent'],
        ...(isGoogle ? { key: url.searchParams.get('key') ?? '' } : {}),
      });
      if (this.failures > 0) {
        this.failures -= 1;
        return send(503, { error: 'Service unavailable' });
      }
      const found = !/nowhere/i.test(address);
      const { lat, lng } = standInLocation(address);
      if (isGoogle) {
        return send(
          200,
          found
            ? { status: 'OK', results: [{ geometry: { location: { lat, lng } } }] }
            : { status: 'ZERO_RESULTS', results: [] },
        );
      }
      return send(200, found ? [{ lat: String(lat), lon: String(lng), display_name: address }] : []);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', () => resolve()));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

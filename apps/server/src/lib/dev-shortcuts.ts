import type { IncomingHttpHeaders } from 'node:http';
import type { AppConfig } from '../config.js';
import { hostnameOf } from './host-header.js';
import { isLoopbackAddress } from './network.js';

/** What the edge saw of a request: the socket's own peer (never a proxy's claim) and the headers as sent. */
export type RequestOrigin = { socketAddress: string | undefined; headers: IncomingHttpHeaders };

const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The development shortcuts exist at all only on a development server (not production, not APP_ENV=preview). */
export function hasDevShortcuts(config: Pick<AppConfig, 'isProduction' | 'environment'>): boolean {
  return !config.isProduction && config.environment === 'development';
}

/**
 * Issue 14: the development shortcuts (automatic sign-in, ?dev_auth=admin, development_only sign-in links) answer only
 * a browser on this computer talking to the server directly. A reverse proxy on the same computer also connects from
 * loopback, so any forwarding header, or a Host that is not a loopback name, refuses them; request.ip is not used, as
 * TRUST_PROXY lets a client write it.
 */
export function allowsDevShortcuts(
  config: Pick<AppConfig, 'isProduction' | 'environment'>,
  origin: RequestOrigin,
): boolean {
  if (!hasDevShortcuts(config)) return false;
  if (origin.socketAddress === undefined || !isLoopbackAddress(origin.socketAddress)) return false;
  if (Object.keys(origin.headers).some(isForwardingHeader)) return false;
  return isLoopbackHostHeader(origin.headers.host);
}

function isForwardingHeader(name: string): boolean {
  const lower = name.toLowerCase();
  return lower === 'forwarded' || lower === 'x-real-ip' || lower.startsWith('x-forwarded-');
}

function isLoopbackHostHeader(host: string | undefined): boolean {
  const hostname = host === undefined ? null : hostnameOf(host.trim());
  return hostname !== null && LOOPBACK_HOSTNAMES.has(hostname);
}

/** The start banner's line about them. */
export function describeDevShortcuts(config: Pick<AppConfig, 'isProduction' | 'environment' | 'port'>): string {
  return hasDevShortcuts(config)
    ? `  Development shortcuts are ON (automatic admin sign-in, sign-in links on the login page), only for a browser on this computer at http://localhost:${config.port} with no proxy in between.`
    : `  Development shortcuts are off (${config.environment} mode).`;
}

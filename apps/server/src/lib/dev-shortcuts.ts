import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { AppConfig } from '../config.js';
import { hostnameOf } from './host-header.js';
import { isLoopbackAddress } from './network.js';

/** What the edge saw of a request: the socket's own peer (never a proxy's claim) and the headers as sent. */
export type RequestOrigin = { socketAddress: string | undefined; headers: IncomingHttpHeaders };

type ShortcutConfig = Pick<AppConfig, 'isProduction' | 'environment' | 'devShortcutKey'>;

const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);
/** The header the web app sends the key in, once a printed development link gave it the key. */
export const DEV_KEY_HEADER = 'x-dev-key';
/** The query parameter of the printed link that hands the key to a browser. */
export const DEV_KEY_PARAM = 'dev_key';

/** The development shortcuts exist at all only on a development server (not production, not APP_ENV=preview). */
export function hasDevShortcuts(config: Pick<AppConfig, 'isProduction' | 'environment'>): boolean {
  return !config.isProduction && config.environment === 'development';
}

/**
 * Issue 26 (decision 046): the key the development shortcuts ask for, as a notebook server asks for its token: the one
 * DEV_SHORTCUT_KEY gives (npm run dev makes one per run, so a reload keeps it), else a new one at each start. Only the
 * terminal shows it, in the link the start banner prints.
 */
export function resolveDevShortcutKey(config: ShortcutConfig): string | undefined {
  if (!hasDevShortcuts(config)) return undefined;
  return config.devShortcutKey ?? randomBytes(24).toString('base64url');
}

/**
 * Issue 14: the development shortcuts (automatic sign-in, ?dev_auth=admin, development_only sign-in links) answer only
 * a browser on this computer talking to the server directly. A reverse proxy on the same computer also connects from
 * loopback, so any forwarding header, or a Host that is not a loopback name, refuses them; request.ip is not used, as
 * TRUST_PROXY lets a client write it. Issue 26: a TCP tunnel to the port (ssh -R, socat) passes all of that, so the
 * request must also carry the key that only the terminal showed.
 */
export function allowsDevShortcuts(config: ShortcutConfig, origin: RequestOrigin): boolean {
  if (!hasDevShortcuts(config) || !config.devShortcutKey) return false;
  if (!carriesKey(origin.headers[DEV_KEY_HEADER], config.devShortcutKey)) return false;
  if (origin.socketAddress === undefined || !isLoopbackAddress(origin.socketAddress)) return false;
  if (Object.keys(origin.headers).some(isForwardingHeader)) return false;
  return isLoopbackHostHeader(origin.headers.host);
}

function carriesKey(sent: string | string[] | undefined, key: string): boolean {
  if (typeof sent !== 'string') return false;
  const [given, expected] = [Buffer.from(sent), Buffer.from(key)];
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function isForwardingHeader(name: string): boolean {
  const lower = name.toLowerCase();
  return lower === 'forwarded' || lower === 'x-real-ip' || lower.startsWith('x-forwarded-');
}

function isLoopbackHostHeader(host: string | undefined): boolean {
  const hostname = host === undefined ? null : hostnameOf(host.trim());
  return hostname !== null && LOOPBACK_HOSTNAMES.has(hostname);
}

/** The start banner's part about them: a line when they are off, the link that carries the key when they are on. */
export function describeDevShortcuts(
  config: Pick<AppConfig, 'isProduction' | 'environment' | 'devShortcutKey' | 'publicUrl'>,
): { line: string } | { before: string; link: string; after: string } {
  if (!hasDevShortcuts(config) || !config.devShortcutKey) {
    return { line: `Development shortcuts are off (${config.environment} mode).` };
  }
  return {
    before:
      'Development shortcuts are ON (automatic admin sign-in, sign-in links on the login page) for a browser on ' +
      'this computer that opened this link, which carries this start’s key:',
    link: `${config.publicUrl}/?${DEV_KEY_PARAM}=${config.devShortcutKey}`,
    after: 'No proxy may stand in between. Without the key, nothing reaching the port gets them.',
  };
}

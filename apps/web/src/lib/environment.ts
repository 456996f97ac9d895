import type { Environment } from '@club/shared';

// SPEC §9: the Vite development server on localhost port 5181 and the preview on localhost port 4173 (vite.config.ts).
const LOCAL_PORTS: Record<string, Environment> = { '5181': 'development', '4173': 'preview' };
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

/**
 * Which environment the page runs in: development or preview by the local port the page came from, otherwise what
 * the server says (production, or preview on an installation with APP_ENV=preview). The preview proxies to the
 * development API, whose own answer would be development.
 */
export function environmentOf(
  serverEnvironment: Environment,
  location: Pick<Location, 'hostname' | 'port'> = window.location,
): Environment {
  const local = LOCAL_HOSTS.has(location.hostname) ? LOCAL_PORTS[location.port] : undefined;
  return local ?? serverEnvironment;
}

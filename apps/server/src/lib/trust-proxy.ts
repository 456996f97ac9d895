import type { AppConfig } from '../config.js';

/**
 * Fastify's trustProxy option for TRUST_PROXY. Fastify reads a bare number as "trust nobody", as it cannot check that
 * the peer is a proxy; a hop count is therefore given as proxy-addr's test of each hop, counted from our socket. It
 * trusts whoever connects, so it suits a server only its proxy can reach (README: Deployment).
 */
export function trustProxyOption(
  trust: AppConfig['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

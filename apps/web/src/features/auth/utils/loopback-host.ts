// SPEC §2: the development shortcuts exist on localhost and loopback addresses only.
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export function isLoopbackHost(hostname: string = window.location.hostname): boolean {
  return LOOPBACK_HOSTS.has(hostname);
}

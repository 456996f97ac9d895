import { isIP } from 'node:net';

/** True for 127.0.0.0/8, ::1 and IPv4-mapped loopback: the development shortcuts are for this computer only. */
export function isLoopbackAddress(ip: string): boolean {
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIP(address) === 4) return address.startsWith('127.');
  return address === '::1';
}

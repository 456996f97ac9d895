import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a club's own settings may not make the server connect to in a deployment of many clubs (issue 28): this
 * computer, the operator's private networks and their link-local, shared and multicast ranges. A club's admin is
 * trusted less than the operator, who allows a host of these by name or address in ALLOWED_PRIVATE_HOSTS.
 */
const PRIVATE_RANGES = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  PRIVATE_RANGES.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE_RANGES.addSubnet(network, prefix, 'ipv6');

export class PrivateAddressRefused extends Error {
  constructor(readonly host: string) {
    super(`${host} is on this server's own or a private network, which a club's settings may not reach.`);
    this.name = 'PrivateAddressRefused';
  }
}

function isPrivate(address: string): boolean {
  const mapped = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  const family = isIP(mapped) === 4 ? 'ipv4' : 'ipv6';
  return PRIVATE_RANGES.check(mapped, family);
}

/** The operator's exceptions: host names as written, addresses, and address ranges such as 10.1.0.0/16. */
function allows(allowed: readonly string[], host: string, address: string): boolean {
  return allowed.some((entry) => {
    if (entry.toLowerCase() === host.toLowerCase() || entry === address) return true;
    const [network, prefix] = entry.split('/');
    if (!network || prefix === undefined || isIP(network) === 0 || isIP(address) !== isIP(network)) return false;
    const range = new BlockList();
    range.addSubnet(network, Number(prefix), isIP(network) === 4 ? 'ipv4' : 'ipv6');
    return range.check(address, isIP(address) === 4 ? 'ipv4' : 'ipv6');
  });
}

/**
 * The address to connect to for a host a club named: looked up once and returned, so the connection goes to the
 * address that was checked and a second lookup cannot turn the name into a private one. Refused when any address of
 * the name is private and the operator did not allow it.
 */
export async function checkedAddressOf(host: string, allowed: readonly string[]): Promise<string> {
  const addresses = isIP(host) !== 0 ? [host] : (await lookup(host, { all: true })).map((found) => found.address);
  const [first] = addresses;
  const refused = addresses.some((address) => isPrivate(address) && !allows(allowed, host, address));
  if (refused || first === undefined) throw new PrivateAddressRefused(host);
  return first;
}

// RFC 9110 §7.2 / RFC 3986 §3.2.2: a Host header is a registered name, an IPv4 address or an [IPv6] literal, with
// an optional port. A user name ("a@b"), a path, a space or any other character is not a host.
const HOST = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9\-._~!$&'()*+,;=]+)(?::(\d{1,5}))?$/;

/**
 * The host name a Host header names, lower-cased, or null when the header is no host at all. WHATWG URL parsing is
 * the second judge, so a name the tRPC adapter (which builds `new URL(path, 'http://' + host)`) would refuse is
 * refused here first.
 */
export function hostnameOf(header: string): string | null {
  const match = HOST.exec(header);
  if (!match?.[1]) return null;
  if (match[2] !== undefined && Number(match[2]) > 65_535) return null;
  try {
    new URL(`http://${header}/`);
  } catch {
    return null;
  }
  return match[1].toLowerCase();
}

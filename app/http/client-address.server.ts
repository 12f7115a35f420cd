import type http from "node:http";
import ipaddr from "ipaddr.js";
import proxyAddr from "proxy-addr";

type TrustFunction = (address: string, hop: number) => boolean;

/**
 * One client key for every per-address limit (form posts, chat leads, chat sockets), canonical
 * whatever the spelling (docs/decisions/0018-canonical-client-addresses.md): the nearest address
 * TRUST_PROXY does not vouch for (Express's own rule), parsed by ipaddr.js; IPv4-mapped IPv6 in
 * any notation (`::ffff:203.0.113.8`, `::ffff:cb00:7108`) is its IPv4 address; IPv6 is reduced to
 * its /64 — one household or phone gets a whole /64, so counting single IPv6 addresses would let
 * a visitor walk past any limit. A forwarded value that is not an address (`not-an-ip`,
 * `999.1.1.1`, `1.2.3`) is no client of its own: the key is the connecting peer's.
 */
export function normaliseClientAddress(address: string, peer = ""): string {
  const parsed = parseAddress(address) ?? parseAddress(peer);
  if (!parsed) return "unknown";
  if (parsed.kind() === "ipv4") return parsed.toString();
  const [a, b, c, d] = (parsed as ipaddr.IPv6).parts;
  return `${new ipaddr.IPv6([a, b, c, d, 0, 0, 0, 0]).toString()}/64`;
}

/** A dotted-quad IPv4 or an IPv6 address (zone dropped), IPv4-mapped IPv6 as IPv4; else null. */
function parseAddress(value: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const text = value.trim();
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text);
  if (!ipaddr.IPv6.isValid(text)) return null;
  const v6 = ipaddr.IPv6.parse(text);
  return v6.isIPv4MappedAddress() ? v6.toIPv4Address() : v6;
}

/** The client key of an Express request: its proxy-aware address, or its peer's when that is junk. */
export function clientKeyOf(req: { ip?: string; socket: { remoteAddress?: string } }): string {
  return normaliseClientAddress(req.ip ?? "", req.socket.remoteAddress ?? "");
}

/** The client key of a raw request (the chat socket's upgrade), by the app's trust rule. */
export function clientAddressOf(request: http.IncomingMessage, trust: TrustFunction): string {
  return normaliseClientAddress(proxyAddr(request, trust), request.socket.remoteAddress ?? "");
}

import type http from "node:http";
import proxyAddr from "proxy-addr";

type TrustFunction = (address: string, hop: number) => boolean;

/**
 * One client address for every per-address limit (form posts, chat leads, chat sockets): the
 * nearest address TRUST_PROXY does not vouch for (Express's own rule), IPv4-mapped IPv6 written as
 * IPv4, and IPv6 reduced to its /64 — one household or phone gets a whole /64, so counting single
 * IPv6 addresses would let a visitor walk past any limit.
 */
export function normaliseClientAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1];
  if (!address.includes(":")) return address;
  const [head, tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => (parseInt(group, 16) || 0).toString(16))
    .join(":")}::/64`;
}

/** The client address of a raw request (the chat socket's upgrade), by the app's trust rule. */
export function clientAddressOf(request: http.IncomingMessage, trust: TrustFunction): string {
  return normaliseClientAddress(proxyAddr(request, trust));
}

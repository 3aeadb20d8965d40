import { isIP } from "node:net";
import ipaddr from "ipaddr.js";

/**
 * Which IP addresses an outbound fetch may contact: the public internet only. The special-purpose
 * ranges come from ipaddr.js's `range()`, which names the entries of IANA's IPv4 and IPv6
 * Special-Purpose Address Registries (plus multicast, 6to4, Teredo and IPv4-translated space);
 * anything it does not call "unicast" is refused. public-address.test.ts checks every registry
 * entry, row by row, with the reason for its verdict.
 *
 * The few entries IANA marks "globally reachable" (the PCP and TURN anycast addresses, AS112, AMT,
 * ORCHIDv2, DRIP) are infrastructure with no web pages: refused too. Three IPv6 forms only wrap an
 * IPv4 address and are judged by it: IPv4-mapped (::ffff:a.b.c.d, what a dual-stack socket uses to
 * reach a.b.c.d), the NAT64 well-known prefix 64:ff9b::/96 (how an IPv6-only host behind DNS64
 * reaches an IPv4 site) and 6to4 (2002:AABB:CCDD::/48).
 */

/** IANA's IPv6 Global Unicast space; everything outside it is reserved, unallocated or special. */
const GLOBAL_UNICAST = ipaddr.parseCIDR("2000::/3");
/** The NAT64 well-known prefix (RFC 6052); the local-use 64:ff9b:1::/48 is not globally reachable. */
const NAT64_WELL_KNOWN = ipaddr.parseCIDR("64:ff9b::/96");

const isPublicIpv4 = (address: ipaddr.IPv4): boolean => address.range() === "unicast";

const ipv4From = (high: number, low: number): ipaddr.IPv4 => new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);

const isPublicIpv6 = (address: ipaddr.IPv6): boolean => {
  const [, w1 = 0, w2 = 0, , , , w6 = 0, w7 = 0] = address.parts;
  switch (address.range()) {
    case "unicast":
      return address.match(GLOBAL_UNICAST);
    case "ipv4Mapped":
      return isPublicIpv4(address.toIPv4Address());
    case "rfc6052":
      return address.match(NAT64_WELL_KNOWN) && isPublicIpv4(ipv4From(w6, w7));
    case "6to4":
      return isPublicIpv4(ipv4From(w1, w2));
    default:
      // Loopback, unspecified, link-local, unique-local, site-local, multicast, IPv4-translated
      // (::ffff:0:a.b.c.d), Teredo, discard, benchmarking, documentation, ORCHID, SRv6, reserved.
      return false;
  }
};

/** True for an address on the public internet only; anything that is not a canonical IP literal is false. */
export const isPublicAddress = (address: string): boolean => {
  if (isIP(address) === 0) {
    return false;
  }
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(address);
  } catch {
    return false;
  }
  return parsed.kind() === "ipv4" ? isPublicIpv4(parsed as ipaddr.IPv4) : isPublicIpv6(parsed as ipaddr.IPv6);
};

import ipaddr from "ipaddr.js";
import { describe, expect, it } from "vitest";
import { isPublicAddress } from "./public-address";

/**
 * The guard against IANA's IPv4 and IPv6 Special-Purpose Address Registries
 * (https://www.iana.org/assignments/iana-ipv4-special-registry/,
 * https://www.iana.org/assignments/iana-ipv6-special-registry/), one row per entry, with the
 * registry's "globally reachable" column and why the guard decides as it does. A refused entry is
 * checked at its first, last and a middle address.
 */
type Row = readonly [cidr: string, globallyReachable: "yes" | "no" | "n/a", why: string];

const REFUSED_IPV4: readonly Row[] = [
  ["0.0.0.0/8", "no", "'this network': 0.0.0.0 reaches the local host on Linux"],
  ["10.0.0.0/8", "no", "private-use (RFC 1918)"],
  ["100.64.0.0/10", "no", "shared address space (carrier-grade NAT)"],
  ["127.0.0.0/8", "no", "loopback"],
  ["169.254.0.0/16", "no", "link-local: cloud metadata services (169.254.169.254) live here"],
  ["172.16.0.0/12", "no", "private-use (RFC 1918)"],
  ["192.0.0.0/24", "no", "IETF protocol assignments"],
  ["192.0.0.0/29", "no", "IPv4 service continuity prefix (DS-Lite)"],
  ["192.0.0.8/32", "no", "IPv4 dummy address"],
  ["192.0.0.9/32", "yes", "Port Control Protocol anycast: infrastructure, no web pages"],
  ["192.0.0.10/32", "yes", "TURN anycast: infrastructure, no web pages"],
  ["192.0.0.170/32", "no", "NAT64/DNS64 discovery"],
  ["192.0.0.171/32", "no", "NAT64/DNS64 discovery"],
  ["192.0.2.0/24", "no", "documentation (TEST-NET-1)"],
  ["192.31.196.0/24", "yes", "AS112-v4 DNS sink: infrastructure, no web pages"],
  ["192.52.193.0/24", "yes", "AMT relay anycast: infrastructure, no web pages"],
  ["192.88.99.0/24", "n/a", "deprecated 6to4 relay anycast"],
  ["192.168.0.0/16", "no", "private-use (RFC 1918)"],
  ["192.175.48.0/24", "yes", "AS112 direct delegation DNS sink: infrastructure, no web pages"],
  ["198.18.0.0/15", "no", "benchmarking"],
  ["198.51.100.0/24", "no", "documentation (TEST-NET-2)"],
  ["203.0.113.0/24", "no", "documentation (TEST-NET-3)"],
  ["240.0.0.0/4", "no", "reserved"],
  ["255.255.255.255/32", "no", "limited broadcast"],
  ["224.0.0.0/4", "n/a", "multicast (IPv4 Multicast Address Space Registry): never a web server"],
];

const REFUSED_IPV6: readonly Row[] = [
  ["::1/128", "no", "loopback"],
  ["::/128", "no", "unspecified: connects to the local host"],
  ["::ffff:0:0:0/96", "no", "IPv4-translated (RFC 7915 SIIT, ::ffff:0:a.b.c.d): refused whatever it wraps"],
  ["64:ff9b:1::/48", "no", "local-use IPv4/IPv6 translation: a private NAT64 prefix"],
  ["100::/64", "no", "discard-only"],
  ["2001::/23", "no", "IETF protocol assignments"],
  ["2001::/32", "n/a", "Teredo: tunnels to an IPv4 server and client carried in the address; refused whatever they are"],
  ["2001:1::1/128", "yes", "Port Control Protocol anycast: infrastructure, no web pages"],
  ["2001:1::2/128", "yes", "TURN anycast: infrastructure, no web pages"],
  ["2001:2::/48", "no", "benchmarking"],
  ["2001:3::/32", "yes", "AMT: infrastructure, no web pages"],
  ["2001:4:112::/48", "yes", "AS112-v6 DNS sink: infrastructure, no web pages"],
  ["2001:10::/28", "n/a", "deprecated ORCHID"],
  ["2001:20::/28", "yes", "ORCHIDv2: cryptographic identifiers, not routable locators"],
  ["2001:30::/28", "yes", "Drone Remote ID entity tags: identifiers, not web servers"],
  ["2001:db8::/32", "no", "documentation"],
  ["2620:4f:8000::/48", "yes", "AS112 direct delegation DNS sink: infrastructure, no web pages"],
  ["3fff::/20", "no", "documentation (RFC 9637)"],
  ["5f00::/16", "no", "segment routing (SRv6) SIDs"],
  ["fc00::/7", "no", "unique-local (the IPv6 private ranges; fd00:ec2::254 is EC2's metadata service)"],
  ["fe80::/10", "no", "link-local"],
  ["fec0::/10", "n/a", "deprecated site-local (RFC 3879), still routed inside some networks"],
  ["ff00::/8", "n/a", "multicast: never a web server"],
  ["::/96", "n/a", "deprecated IPv4-compatible addresses (outside 2000::/3: refused)"],
  ["4000::/3", "n/a", "unallocated (outside IANA's global unicast 2000::/3)"],
];

/**
 * Entries that only wrap an IPv4 address: the verdict is the wrapped address's. Each is checked with
 * loopback, private, link-local (metadata) and public IPv4 inside.
 */
const WRAPPING: readonly [cidr: string, globallyReachable: "yes" | "no" | "n/a", wrap: (ipv4: string) => string, why: string][] = [
  [
    "::ffff:0:0/96",
    "no",
    (ipv4) => `::ffff:${ipv4}`,
    "IPv4-mapped: a dual-stack socket to ::ffff:a.b.c.d is a connection to a.b.c.d, so a.b.c.d decides",
  ],
  [
    "64:ff9b::/96",
    "yes",
    (ipv4) => `64:ff9b::${ipv4}`,
    "NAT64 well-known prefix: how an IPv6-only host behind DNS64 reaches a public IPv4 site; the NAT64 gateway connects to a.b.c.d",
  ],
  [
    "2002::/16",
    "n/a",
    (ipv4) => {
      const [a = 0, b = 0, c = 0, d = 0] = ipv4.split(".").map(Number);
      return `2002:${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}::1`;
    },
    "6to4: the relay tunnels to the IPv4 address in bits 16–47, so that address decides",
  ],
];

const PRIVATE_IPV4 = ["127.0.0.1", "10.0.0.1", "169.254.169.254", "192.168.1.1", "100.64.0.1", "0.0.0.0", "224.0.0.1"];
const PUBLIC_IPV4 = ["8.8.8.8", "93.184.216.34"];

/** The first, a middle and the last address of a range. */
const samples = (cidr: string): string[] => {
  const [network, prefix] = ipaddr.parseCIDR(cidr);
  if (network.kind() === "ipv4") {
    const first = ipaddr.IPv4.networkAddressFromCIDR(cidr);
    const last = ipaddr.IPv4.broadcastAddressFromCIDR(cidr);
    const middle = [...first.octets];
    if (prefix < 32) {
      const hostBits = 32 - prefix;
      const value = (first.octets.reduce((sum, octet) => sum * 256 + octet, 0) + Math.floor(2 ** hostBits / 2) + 1) >>> 0;
      middle.splice(0, 4, value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff);
    }
    return [first.toString(), new ipaddr.IPv4(middle).toString(), last.toString()];
  }
  const first = ipaddr.IPv6.networkAddressFromCIDR(cidr);
  const last = ipaddr.IPv6.broadcastAddressFromCIDR(cidr);
  const middle = [...first.parts];
  middle[7] = (middle[7] ?? 0) | (prefix < 128 ? 0x1234 & (2 ** Math.min(16, 128 - prefix) - 1) : 0);
  return [first.toString(), new ipaddr.IPv6(middle).toString(), last.toString()];
};

describe("isPublicAddress against IANA's special-purpose registries", () => {
  it.each(REFUSED_IPV4)("IPv4 %s (globally reachable: %s) is refused: %s", (cidr) => {
    for (const address of samples(cidr)) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it.each(REFUSED_IPV6)("IPv6 %s (globally reachable: %s) is refused: %s", (cidr) => {
    for (const address of samples(cidr)) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it.each(WRAPPING)("IPv6 %s (globally reachable: %s) is judged by the IPv4 address it wraps", (_cidr, _reachable, wrap) => {
    for (const ipv4 of PRIVATE_IPV4) {
      expect(isPublicAddress(wrap(ipv4)), wrap(ipv4)).toBe(false);
    }
    for (const ipv4 of PUBLIC_IPV4) {
      expect(isPublicAddress(wrap(ipv4)), wrap(ipv4)).toBe(true);
    }
  });

  it("refuses the IPv4-translated loopback the outside probe got through (::ffff:0:7f00:1), in every spelling", () => {
    for (const address of ["::ffff:0:7f00:1", "::ffff:0:127.0.0.1", "0:0:0:0:ffff:0:7f00:1", "::ffff:0:808:808", "::ffff:0:a9fe:a9fe"]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it("refuses Teredo addresses whatever server and client they carry", () => {
    // Server 8.8.8.8, client 10.0.0.1 (stored inverted: f5ff:fffe), and both public.
    expect(isPublicAddress("2001:0:808:808:0:0:f5ff:fffe")).toBe(false);
    expect(isPublicAddress("2001:0:808:808:0:0:f7f7:f7f7")).toBe(false);
  });

  it("allows public unicast addresses", () => {
    for (const address of [
      "8.8.8.8",
      "1.1.1.1",
      "93.184.216.34",
      "2606:4700:4700::1111",
      "2a00:1450:4001:80b::200e",
      "2001:4860:4860::8888",
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it("refuses anything that is not a canonical IP literal (names, shorthand IPv4, zone-less garbage)", () => {
    for (const value of ["", "localhost", "example.com", "2130706433", "0x7f.0.0.1", "127.1", "::ffff:0:7f00:1:1:1", "1.2.3.4.5"]) {
      expect(isPublicAddress(value), value).toBe(false);
    }
  });
});

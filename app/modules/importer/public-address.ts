// Which IP addresses the importer may connect to: public unicast only. A page or photo URL must never reach the
// server's own network (cloud metadata at 169.254.169.254, a database on 10.x, the app itself on 127.0.0.1).
import { BlockList, isIP } from "node:net";

// Special-purpose IPv4 ranges (IANA registry, RFC 6890 and later): none of them is a public web server.
const NON_PUBLIC_V4: ReadonlyArray<readonly [string, number]> = [
  ["0.0.0.0", 8], // "this network", unspecified
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local (cloud metadata)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay anycast
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
];

// IPv6: only global unicast (2000::/3) is public, less the special blocks inside it. Everything else (::, ::1,
// fc00::/7 unique-local, fe80::/10 link-local, ff00::/8 multicast, ::ffff:0:0/96 IPv4-mapped, 64:ff9b::/96 NAT64)
// lies outside 2000::/3.
const NON_PUBLIC_V6_IN_GLOBAL: ReadonlyArray<readonly [string, number]> = [
  ["2001::", 23], // IETF protocol assignments, Teredo (2001::/32), benchmarking, ORCHID
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4: embeds an IPv4 address that could be private
  ["3fff::", 20], // documentation
];

const nonPublicV4 = new BlockList();
for (const [network, prefix] of NON_PUBLIC_V4) nonPublicV4.addSubnet(network, prefix, "ipv4");

const globalUnicastV6 = new BlockList();
globalUnicastV6.addSubnet("2000::", 3, "ipv6");
const nonPublicV6 = new BlockList();
for (const [network, prefix] of NON_PUBLIC_V6_IN_GLOBAL) nonPublicV6.addSubnet(network, prefix, "ipv6");

/** True for a public unicast IPv4 or IPv6 address; false for anything else, including text that is not an address. */
export function isPublicAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 4) return !nonPublicV4.check(address, "ipv4");
  if (version === 6) {
    return globalUnicastV6.check(address, "ipv6") && !nonPublicV6.check(address, "ipv6");
  }
  return false;
}

import { BlockList, isIP } from "node:net";

// Addresses no visitor on the Internet can reach: this machine's (loopback) and private networks (RFC 1918, shared
// address space of RFC 6598, IPv6 unique local and link-local). /metrics may listen on one of them only.
const PRIVATE = new BlockList();
PRIVATE.addSubnet("127.0.0.0", 8, "ipv4");
PRIVATE.addSubnet("10.0.0.0", 8, "ipv4");
PRIVATE.addSubnet("172.16.0.0", 12, "ipv4");
PRIVATE.addSubnet("192.168.0.0", 16, "ipv4");
PRIVATE.addSubnet("100.64.0.0", 10, "ipv4");
PRIVATE.addSubnet("169.254.0.0", 16, "ipv4");
PRIVATE.addAddress("::1", "ipv6");
PRIVATE.addSubnet("fc00::", 7, "ipv6");
PRIVATE.addSubnet("fe80::", 10, "ipv6");

/** True for one address of this machine or of a private network; false for a public one, a wildcard or a name. */
export function isPrivateAddress(host: string): boolean {
  const kind = isIP(host);
  if (kind === 0) return false;
  return PRIVATE.check(host, kind === 4 ? "ipv4" : "ipv6");
}

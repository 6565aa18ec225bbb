import { describe, expect, it } from "vitest";
import { isPrivateAddress } from "./private-address.ts";

describe("isPrivateAddress", () => {
  it.each(["127.0.0.1", "10.0.3.7", "172.16.0.1", "172.31.255.254", "192.168.1.20", "100.64.0.9", "::1", "fd12::5"])(
    "accepts %s",
    (host) => expect(isPrivateAddress(host)).toBe(true),
  );
  it.each(["0.0.0.0", "::", "8.8.8.8", "172.32.0.1", "192.169.0.1", "2001:db8::1", "localhost", "metrics.example", ""])(
    "refuses %s",
    (host) => expect(isPrivateAddress(host)).toBe(false),
  );
});

import { describe, expect, it } from "vitest";
import { httpFailureCode, networkFailureCode } from "./network-failure.ts";

const systemError = (code: string, message = `${code}: something`) => Object.assign(new Error(message), { code });

describe("a network failure told in plain words", () => {
  it("sorts Node's system codes into a few failures", () => {
    expect(networkFailureCode(systemError("ENOTFOUND"))).toBe("DNS_FAILED");
    expect(networkFailureCode(systemError("EAI_AGAIN"))).toBe("DNS_FAILED");
    expect(networkFailureCode(systemError("ECONNREFUSED"))).toBe("CONNECTION_REFUSED");
    expect(networkFailureCode(systemError("ECONNRESET"))).toBe("CONNECTION_LOST");
    expect(networkFailureCode(new Error("socket hang up"))).toBe("CONNECTION_LOST");
    expect(networkFailureCode(systemError("CERT_HAS_EXPIRED"))).toBe("TLS_FAILED");
    expect(networkFailureCode(systemError("ERR_TLS_CERT_ALTNAME_INVALID"))).toBe("TLS_FAILED");
    expect(networkFailureCode(systemError("UNABLE_TO_VERIFY_LEAF_SIGNATURE"))).toBe("TLS_FAILED");
    expect(networkFailureCode(systemError("EPROTO"))).toBe("TLS_FAILED");
  });

  it("falls back to a general network failure", () => {
    expect(networkFailureCode(systemError("EHOSTUNREACH"))).toBe("NETWORK");
    expect(networkFailureCode(new Error("boom"))).toBe("NETWORK");
    expect(networkFailureCode("not an error")).toBe("NETWORK");
  });

  it("tells Alibaba's own failures (5xx) from a refused request (4xx)", () => {
    expect(httpFailureCode(503)).toBe("ALIBABA_UNAVAILABLE");
    expect(httpFailureCode(500)).toBe("ALIBABA_UNAVAILABLE");
    expect(httpFailureCode(400)).toBe("HTTP_STATUS");
    expect(httpFailureCode(418)).toBe("HTTP_STATUS");
  });
});

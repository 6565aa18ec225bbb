import { describe, expect, it } from "vitest";
import { checkDeploymentSafety, DEFAULT_SESSION_SECRET, parseEnv } from "./env.server.ts";
import { estimatedEntropyBits, sessionSecretWeakness } from "./session-secret-strength.ts";

const weakness = (secret: string) => sessionSecretWeakness(secret, DEFAULT_SESSION_SECRET);

describe("SESSION_SECRET on a public address (issue 28 item 7)", () => {
  it("accepts random values of 32 characters and more", () => {
    for (const secret of [
      "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
      "3a7bd3e2360a3d29eea436fcfb7e44c7",
      "q7Ld9-vXz2Rk4WmP8sTy3Nf6Bh1Jc5Ge0aUo",
      "Xk/8m2+Qv9rT4wZp7Ls1Hd6Jf3Nc0Bg5Yu=",
    ]) {
      expect(weakness(secret), secret).toBeNull();
    }
  });

  it("refuses the default, the default with anything added, short values and values that do not look random", () => {
    expect(weakness(DEFAULT_SESSION_SECRET)).toMatch(/^SESSION_SECRET is the public default value/);
    expect(weakness(`${DEFAULT_SESSION_SECRET}!`)).toMatch(/^SESSION_SECRET contains the public default value/);
    expect(weakness(`X${DEFAULT_SESSION_SECRET.toUpperCase()}0123456789`)).toMatch(/contains the public default/);
    expect(weakness("k8Hd2Lq9Zs4Vb7Nw")).toMatch(/^SESSION_SECRET must be at least 32 characters/);
    for (const secret of [
      "a".repeat(40),
      "abcdefghijklmnopqrstuvwxyzabcdefghij",
      "12345678901234567890123456789012",
      "abababababababababababababababab12",
      "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1234567",
    ]) {
      expect(weakness(secret), secret).toMatch(/^SESSION_SECRET does not look random/);
    }
  });

  it("estimates entropy from the characters' frequencies", () => {
    expect(estimatedEntropyBits("a".repeat(64))).toBe(0);
    expect(estimatedEntropyBits("ab".repeat(16))).toBeCloseTo(32);
    expect(estimatedEntropyBits("0123456789abcdef".repeat(2))).toBeCloseTo(128);
  });

  it("stops a public server with a weak secret and names the variable; warns on this machine", () => {
    const base = { PAYMENT_PROVIDER: "airwallex", SESSION_SECRET: `${DEFAULT_SESSION_SECRET}x` };
    const publicCheck = checkDeploymentSafety(parseEnv({ ...base, PUBLIC_URL: "https://bpe-polynesie.pf" }));
    expect(publicCheck.errors).toEqual([expect.stringMatching(/^SESSION_SECRET contains the public default value/)]);
    const localCheck = checkDeploymentSafety(parseEnv(base));
    expect(localCheck).toEqual({ errors: [], warnings: [expect.stringMatching(/^SESSION_SECRET contains/)] });
  });
});

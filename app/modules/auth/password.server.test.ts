import { afterEach, describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password.server.ts";

const nodeEnv = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = nodeEnv;
  delete process.env.PASSWORD_SCRYPT_LOG2_N;
});

describe("password hashing (scrypt)", () => {
  it("stores the parameters and a random salt, and verifies only the right password", async () => {
    const first = await hashPassword("mot de passe é");
    const second = await hashPassword("mot de passe é");
    expect(first).toMatch(/^scrypt\$\d+\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword("mot de passe é", first)).toBe(true);
    expect(await verifyPassword("mot de passe e", first)).toBe(false);
    expect(await verifyPassword("", first)).toBe(false);
  });

  it("costs N = 2^15 outside tests and 2^10 under NODE_ENV=test; a hash of either cost verifies anywhere", async () => {
    process.env.NODE_ENV = "test";
    const cheap = await hashPassword("secret-1");
    expect(cheap).toMatch(/^scrypt\$1024\$/);
    process.env.NODE_ENV = "production";
    const real = await hashPassword("secret-1");
    expect(real).toMatch(/^scrypt\$32768\$/);
    expect(await verifyPassword("secret-1", cheap)).toBe(true);
    process.env.NODE_ENV = "test";
    expect(await verifyPassword("secret-1", real)).toBe(true);
  });

  it(
    "reads PASSWORD_SCRYPT_LOG2_N, which can lower the cost only under NODE_ENV=test",
    { timeout: 30_000 },
    async () => {
      process.env.PASSWORD_SCRYPT_LOG2_N = "4";
      process.env.NODE_ENV = "test";
      expect(await hashPassword("secret-2")).toMatch(/^scrypt\$16\$/);
      process.env.NODE_ENV = "production";
      expect(await hashPassword("secret-2")).toMatch(/^scrypt\$32768\$/);
      process.env.PASSWORD_SCRYPT_LOG2_N = "16";
      const raised = await hashPassword("secret-2");
      expect(raised).toMatch(/^scrypt\$65536\$/);
      expect(await verifyPassword("secret-2", raised)).toBe(true);
    },
  );

  it("refuses malformed or foreign hashes, and costs a forged hash could ask for, instead of throwing", async () => {
    const forged = "scrypt$4194304$8$1$c2FsdA$aGFzaA";
    for (const stored of [
      "",
      "plain",
      "bcrypt$x$y$z$a$b",
      "scrypt$0$8$1$c2FsdA$aGFzaA",
      "scrypt$abc$8$1$c2FsdA$aGFzaA",
      forged,
    ]) {
      expect(await verifyPassword("x", stored), stored).toBe(false);
    }
  });
});

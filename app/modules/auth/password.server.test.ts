import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password.server.ts";

describe("password hashing (scrypt)", () => {
  it("stores the parameters and a random salt, and verifies only the right password", async () => {
    const first = await hashPassword("mot de passe é");
    const second = await hashPassword("mot de passe é");
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword("mot de passe é", first)).toBe(true);
    expect(await verifyPassword("mot de passe e", first)).toBe(false);
    expect(await verifyPassword("", first)).toBe(false);
  });

  it("refuses malformed or foreign hashes instead of throwing", async () => {
    for (const stored of ["", "plain", "bcrypt$x$y$z$a$b", "scrypt$0$8$1$c2FsdA$aGFzaA", "scrypt$abc$8$1$c2FsdA$aGFzaA"]) {
      expect(await verifyPassword("x", stored), stored).toBe(false);
    }
  });
});

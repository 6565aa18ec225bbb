import { describe, expect, it } from "vitest";
import { limitScopeOf, normalizeEmailForLimit, submissionLimitRules } from "./submission-limits.ts";

describe("submission limits", () => {
  it("counts one sender whatever the case, spaces or +tag of the address", () => {
    expect(normalizeEmailForLimit(" Jean.Dupont+devis@Example.PF ")).toBe("jean.dupont@example.pf");
    expect(normalizeEmailForLimit("a+b+c@x.pf")).toBe("a@x.pf");
  });

  it("keys one rule per address and one per email, and tells which refused", () => {
    const [address, email] = submissionLimitRules({ clientIp: "203.0.113.7", email: "Client@Vini.PF" });
    expect(address!.key).toBe("submit:ip:203.0.113.7");
    expect(email!.key).toBe("submit:email:client@vini.pf");
    expect(limitScopeOf(address!.key)).toBe("address");
    expect(limitScopeOf(email!.key)).toBe("email");
  });
});

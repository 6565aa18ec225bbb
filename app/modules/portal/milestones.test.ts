import { describe, expect, it } from "vitest";
import { MilestoneFormSchema, nextMilestone } from "./milestones.ts";

describe("nextMilestone", () => {
  it("follows the shipment's order and ends with delivery", () => {
    expect(nextMilestone([])).toBe("deposit_received");
    expect(nextMilestone(["deposit_received", "production"])).toBe("quality_check");
    expect(nextMilestone(["loaded"])).toBe("at_sea");
    expect(nextMilestone(["delivered"])).toBeNull();
  });

  it("never lets a step the payments reached hold back the shipment's steps", () => {
    expect(nextMilestone(["deposit_received", "balance_received"])).toBe("production");
    expect(nextMilestone(["deposit_received", "production", "quality_check"])).toBe("balance_received");
    expect(nextMilestone(["loaded", "at_sea"])).toBe("arrived");
  });
});

describe("MilestoneFormSchema", () => {
  it("asks the container or parcel number when loaded, and the vessel and arrival at sea", () => {
    const loaded = MilestoneFormSchema.safeParse({ milestone: "loaded", reachedOn: "2026-12-01", reference: " " });
    expect(loaded.success).toBe(false);
    expect(loaded.error?.issues.map((issue) => issue.message)).toEqual(["tracking:errors.referenceRequired"]);
    const atSea = MilestoneFormSchema.safeParse({ milestone: "at_sea", reachedOn: "2026-12-01", vessel: "Aranui 5" });
    expect(atSea.error?.issues.map((issue) => issue.message)).toEqual(["tracking:errors.estimatedArrivalRequired"]);
  });

  it("keeps typed values trimmed and empty ones as null, and refuses a photo from elsewhere", () => {
    const parsed = MilestoneFormSchema.parse({
      milestone: "production",
      reachedOn: "2026-12-01",
      note: "  Début de la fabrication ",
      reference: "",
    });
    expect(parsed).toMatchObject({ note: "Début de la fabrication", reference: null, photoUrl: null });
    const photo = MilestoneFormSchema.safeParse({
      milestone: "production",
      reachedOn: "2026-12-01",
      photoUrl: "https://example.com/x.png",
    });
    expect(photo.success).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { leads, mailOutbox } from "../../../app/db/schema/index.ts";
import { SUBMISSIONS_PER_ADDRESS } from "../../../app/modules/abuse/submission-limits.ts";
import { FIELD_LIMITS } from "../../../app/modules/forms/field-limits.ts";
import { action } from "../../../app/routes/site/devis.tsx";
import { VALID_DEVIS_REQUEST } from "./lead-form-fields.ts";
import { BUSINESS_EMAIL, formErrors, longText, setUpLeadFormHarness } from "./lead-form-harness.ts";

const harness = setUpLeadFormHarness();

const VALID = VALID_DEVIS_REQUEST;

const post = (fields: Record<string, string>, options?: { ip?: string }, path = "/devis") =>
  harness.post(action, path, fields, options);

describe("custom quote form (action of /devis)", () => {
  it("without JavaScript: stores a quote lead with no product and goes straight to /thank-you with the toast", async () => {
    const answer = await post(VALID);
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/thank-you");
    expect(answer.setCookie).toMatch(/^toast=/);
    const [lead] = await harness.db.select().from(leads);
    expect(lead).toMatchObject({ source: "devis", status: "new", productSlug: null, message: VALID.notes, lang: "fr" });
    const mails = await harness.db.select().from(mailOutbox);
    expect(mails.map((m) => m.to).sort()).toEqual([BUSINESS_EMAIL, "hina@example.com"].sort());
    expect(mails.find((m) => m.to === BUSINESS_EMAIL)!.text).toContain("page devis sur mesure");
  });

  it("with JavaScript: answers success data so the page shows 'Demande envoyée !' and moves on itself", async () => {
    const answer = await post({ ...VALID, js: "1" }, {}, "/zh/devis");
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ intent: "devis-request", status: "success", redirectTo: "/zh/thank-you" });
    const [lead] = await harness.db.select().from(leads);
    expect(lead!.lang).toBe("zh");
    const ack = (await harness.db.select().from(mailOutbox)).find((m) => m.to === "hina@example.com")!;
    expect(ack.subject).toBe("我们已收到您的询价");
  });

  it.each(["name", "email", "phone", "notes"])("refuses a missing %s and writes nothing", async (field) => {
    const answer = await post({ ...VALID, [field]: "  " });
    await harness.expectRefused(answer, field, ["forms:errors.fieldRequired"]);
  });

  it.each([
    ["name", FIELD_LIMITS.name],
    ["phone", FIELD_LIMITS.phone],
    ["notes", FIELD_LIMITS.message],
    ["email", FIELD_LIMITS.email],
  ])("refuses an oversize %s", async (field, max) => {
    const value = field === "email" ? `${longText(max)}@example.com` : longText(max + 1);
    const answer = await post({ ...VALID, [field]: value });
    await harness.expectRefused(answer, field, expect.arrayContaining(["forms:errors.tooLong"]));
  });

  it("refuses a malformed email", async () => {
    const answer = await post({ ...VALID, email: "hina@" });
    await harness.expectRefused(answer, "email", ["forms:errors.email"]);
  });

  it("answers a filled honeypot like a success and writes nothing", async () => {
    const answer = await post({ ...VALID, website_url: "buy-now" });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/thank-you");
    expect(await harness.counts()).toEqual({ leads: 0, customers: 0, mails: 0 });
  });

  it("stores the same request sent twice within a minute once", async () => {
    await post(VALID);
    const again = await post({ ...VALID, js: "1" });
    expect(again.data).toMatchObject({ status: "success" });
    expect(await harness.counts()).toEqual({ leads: 1, customers: 1, mails: 2 });
  });

  it("limits requests per address with status 429", async () => {
    for (let i = 0; i < SUBMISSIONS_PER_ADDRESS.limit; i += 1) {
      expect(
        (await post({ ...VALID, email: `client${i}@vini.pf`, notes: `Projet ${i}` }, { ip: "192.0.2.44" })).status,
      ).toBe(302);
    }
    const refused = await post(
      { ...VALID, email: "un-de-plus@vini.pf", notes: "Projet de trop" },
      { ip: "192.0.2.44" },
    );
    expect(refused.status).toBe(429);
    expect(formErrors(refused)[""]).toEqual(["forms:errors.rateLimited"]);
    expect(refused.data!.toast).toEqual({ title: "devis:form.errorTitle", description: "forms:errors.rateLimited" });
    expect((await harness.counts()).leads).toBe(SUBMISSIONS_PER_ADDRESS.limit);
  });

  it("shows the spec's failure message when the request cannot be stored", async () => {
    await harness.db.execute("alter table leads rename to leads_away");
    try {
      const answer = await post({ ...VALID, js: "1" });
      expect(answer.status).toBe(500);
      expect(answer.data!.toast).toEqual({ title: "devis:form.errorTitle", description: "devis:form.errorText" });
    } finally {
      await harness.db.execute("alter table leads_away rename to leads");
    }
    expect(await harness.counts()).toEqual({ leads: 0, customers: 0, mails: 0 });
  });
});

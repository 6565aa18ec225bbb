import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customers, leads, mailOutbox } from "../../../app/db/schema/index.ts";
import { SUBMISSIONS_PER_ADDRESS, SUBMISSIONS_PER_EMAIL } from "../../../app/modules/abuse/submission-limits.ts";
import { FIELD_LIMITS } from "../../../app/modules/forms/field-limits.ts";
import { action } from "../../../app/routes/site/home.tsx";
import { VALID_HOME_QUOTE } from "./lead-form-fields.ts";
import { BUSINESS_EMAIL, formErrors, longText, setUpLeadFormHarness } from "./lead-form-harness.ts";

const harness = setUpLeadFormHarness();

const VALID = VALID_HOME_QUOTE;

const post = (fields: Record<string, string>, options?: { ip?: string }, path = "/") =>
  harness.post(action, path, fields, options);

describe("home quote form (action of /)", () => {
  it("stores the lead and the customer, queues both emails and redirects to #quote with the success toast", async () => {
    const answer = await post(VALID);
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/#quote");
    expect(answer.setCookie).toMatch(/^toast=/);

    const [lead] = await harness.db.select().from(leads);
    expect(lead).toMatchObject({
      source: "home",
      status: "new",
      projectType: "solar",
      location: "Moorea",
      lang: "fr",
      productSlug: null,
    });
    expect(lead!.message).toBe(VALID.message);
    const [customer] = await harness.db.select().from(customers).where(eq(customers.id, lead!.customerId));
    expect(customer).toMatchObject({
      email: "teva@example.com",
      fullName: "Teva Martin",
      phone: "+689 87 12 34 56",
      location: "Moorea",
    });
    const mails = await harness.db.select().from(mailOutbox);
    expect(mails.map((m) => m.to).sort()).toEqual([BUSINESS_EMAIL, "teva@example.com"].sort());
    expect(mails.find((m) => m.to === BUSINESS_EMAIL)!.text).toContain("Solaire / Photovoltaïque");
    expect(mails.find((m) => m.to === "teva@example.com")!.text).toContain("sous 48 h");
  });

  it("acknowledges in English from /en and redirects to /en#quote", async () => {
    const answer = await post(VALID, {}, "/en");
    expect(answer.location).toBe("/en#quote");
    const [lead] = await harness.db.select().from(leads);
    expect(lead!.lang).toBe("en");
    const ack = (await harness.db.select().from(mailOutbox)).find((m) => m.to === "teva@example.com")!;
    expect(ack.subject).toBe("We have received your request");
  });

  it.each(["name", "email", "projectType", "message"])(
    "refuses a missing %s with the spec's message and writes nothing",
    async (field) => {
      const answer = await post({ ...VALID, [field]: "" });
      expect(answer.status).toBe(400);
      const errors = formErrors(answer);
      expect(errors[field]).toEqual(["forms:errors.fieldRequired"]);
      expect(errors[""]).toEqual(["forms:errors.required"]);
      // The entered values come back so the page keeps them without JavaScript.
      const initial = (answer.data!.result as { initialValue: Record<string, string> }).initialValue;
      expect(initial.name ?? "").toBe(field === "name" ? "" : VALID.name);
      expect(initial.message ?? "").toBe(field === "message" ? "" : VALID.message);
      expect(await harness.counts()).toEqual({ leads: 0, customers: 0, mails: 0 });
    },
  );

  it("accepts a request without phone and location", async () => {
    const answer = await post({ ...VALID, phone: "", location: "" });
    expect(answer.status).toBe(302);
    const [lead] = await harness.db.select().from(leads);
    expect(lead!.location).toBeNull();
  });

  it.each([
    ["name", FIELD_LIMITS.name],
    ["email", FIELD_LIMITS.email],
    ["phone", FIELD_LIMITS.phone],
    ["location", FIELD_LIMITS.location],
    ["message", FIELD_LIMITS.message],
  ])("refuses an oversize %s", async (field, max) => {
    const value = field === "email" ? `${longText(max)}@example.com` : longText(max + 1);
    const answer = await post({ ...VALID, [field]: value });
    await harness.expectRefused(answer, field, expect.arrayContaining(["forms:errors.tooLong"]));
  });

  it("refuses a malformed email and an unknown project type", async () => {
    const badEmail = await post({ ...VALID, email: "teva.example.com" });
    expect(badEmail.status).toBe(400);
    expect(formErrors(badEmail).email).toEqual(["forms:errors.email"]);
    const badType = await post({ ...VALID, projectType: "castle" });
    await harness.expectRefused(badType, "projectType", ["forms:errors.invalidChoice"]);
  });

  it("answers a filled honeypot like a success and writes nothing", async () => {
    const answer = await post({ ...VALID, website_url: "https://spam.example" });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/#quote");
    expect(await harness.counts()).toEqual({ leads: 0, customers: 0, mails: 0 });
  });

  it("stores the same submission sent twice within a minute once", async () => {
    expect((await post(VALID)).status).toBe(302);
    expect((await post(VALID)).status).toBe(302);
    expect(await harness.counts()).toEqual({ leads: 1, customers: 1, mails: 2 });
  });

  it("takes many customers behind one address, then slows a flood from it with a clear message and Retry-After", async () => {
    // Mobile operators share one public address among many customers (ruling 13): each sends their own request.
    for (let i = 0; i < SUBMISSIONS_PER_ADDRESS.limit; i += 1) {
      const answer = await post(
        { ...VALID, email: `client${i}@vini.pf`, message: `Demande numéro ${i}` },
        { ip: "203.0.113.9" },
      );
      expect(answer.status).toBe(302);
    }
    const refused = await post(
      { ...VALID, email: "un-de-plus@vini.pf", message: "Une de trop" },
      { ip: "203.0.113.9" },
    );
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(formErrors(refused)[""]).toEqual(["forms:errors.rateLimited"]);
    expect(refused.data!.values).toEqual({ minutes: 10 });
    expect((await harness.counts()).leads).toBe(SUBMISSIONS_PER_ADDRESS.limit);
    // Another visitor is not affected.
    expect((await post({ ...VALID, message: "Autre visiteur" }, { ip: "203.0.113.10" })).status).toBe(302);
  });

  it("limits one email sent from rotating addresses, without using up those addresses", async () => {
    for (let i = 0; i < SUBMISSIONS_PER_EMAIL.limit; i += 1) {
      expect((await post({ ...VALID, message: `Demande numéro ${i}` }, { ip: `198.51.100.${10 + i}` })).status).toBe(
        302,
      );
    }
    const refused = await post(
      { ...VALID, email: "Teva+encore@Example.com", message: "Une de trop" },
      { ip: "198.51.100.200" },
    );
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(formErrors(refused)[""]).toEqual(["forms:errors.rateLimitedEmail"]);
    expect((await harness.counts()).leads).toBe(SUBMISSIONS_PER_EMAIL.limit);
    // The refused submission counted nothing against its address: another customer there gets through.
    expect(
      (await post({ ...VALID, email: "voisin@example.com", message: "Autre client" }, { ip: "198.51.100.200" })).status,
    ).toBe(302);
  });

  it("keeps the form and shows the error toast when the lead cannot be stored", async () => {
    await harness.db.execute("alter table leads rename to leads_away");
    try {
      const answer = await post(VALID);
      expect(answer.status).toBe(500);
      expect(answer.data!.toast).toEqual({ title: "home:quote.errorTitle", description: "home:quote.errorText" });
      expect(formErrors(answer)[""]).toEqual(["home:quote.errorText"]);
    } finally {
      await harness.db.execute("alter table leads_away rename to leads");
    }
    expect(await harness.counts()).toEqual({ leads: 0, customers: 0, mails: 0 });
  });

  it("answers 400 to an unknown intent", async () => {
    const answer = await post({ ...VALID, intent: "delete-everything" });
    expect(answer.status).toBe(400);
    expect(await harness.counts()).toEqual({ leads: 0, customers: 0, mails: 0 });
  });
});

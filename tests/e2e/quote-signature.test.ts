// The signed acceptance of a quote in Chromium (issue 31 item 3): the buyer opens the quote's link, reads the PDF's
// SHA-256 on the page, downloads the PDF and finds the same hash, types their name, draws a signature with the
// mouse and accepts; the accepted PDF then ends with 'Bon pour accord', their name and the same hash.
import { createHash } from "node:crypto";
import { expect, describe, inject, it } from "vitest";
import { readCapturedMail } from "../support/smtp-capture.ts";
import { readPdf } from "../integration/documents/pdf-text.ts";
import { loginAsAdmin } from "./admin-login.ts";
import { useBrowser } from "./browser.ts";
import { orderThroughTheForm } from "./deposit-order.ts";

async function quoteLinkTo(to: string, number: string) {
  let text = "";
  await expect
    .poll(
      async () => {
        const mail = (await readCapturedMail(inject("mailDir")))
          .filter((m) => JSON.stringify(m.to).includes(to) && m.subject?.includes(number))
          .at(-1);
        text = mail?.text ?? "";
        return text;
      },
      { timeout: 20_000 },
    )
    .not.toBe("");
  return /https?:\/\/\S+?(\/espace\/devis\/[A-Za-z0-9_-]{43})/.exec(text)![1]!;
}

describe("the signed acceptance of a quote", () => {
  const { newPage } = useBrowser();

  it("the buyer signs by typing their name and drawing; the accepted PDF carries the evidence and the hash shown", async () => {
    const admin = await newPage();
    const email = `signature-${Date.now()}@example.com`;
    const order = await orderThroughTheForm(admin, email, { name: "Hinano Teriitahi" });
    await loginAsAdmin(admin);
    await admin.goto(`/admin/orders/${order}/documents`);
    await admin.getByRole("button", { name: "Créer un devis" }).click();
    await admin.waitForURL(/\/admin\/quotes\/[0-9a-f-]{36}$/);
    const heading = await admin.getByRole("heading", { level: 1, name: /^Devis BPE-Q-/ }).textContent();
    const number = heading!.replace("Devis ", "");
    await admin.goto(`${new URL(admin.url()).pathname}/preview`);
    await admin.getByRole("button", { name: "Envoyer par email" }).click();
    await admin
      .getByRole("dialog", { name: `Envoyer ${number} par email` })
      .getByRole("button", { name: "Envoyer" })
      .click();
    await admin.getByText(`Document envoyé à ${email}`).waitFor();

    const buyer = await newPage();
    const quoteLink = await quoteLinkTo(email, number);
    await buyer.goto(quoteLink);
    const shownText = await buyer.getByText(/Empreinte SHA-256 du PDF du devis/).textContent();
    const shown = /([0-9a-f]{64})/.exec(shownText ?? "")![1]!;
    const before = await buyer.request.get(`${quoteLink}/pdf`);
    expect(
      createHash("sha256")
        .update(await before.body())
        .digest("hex"),
    ).toBe(shown);

    await buyer.getByRole("textbox", { name: "Nom complet du signataire" }).fill("Hinano Teriitahi");
    const pad = buyer.getByRole("img", { name: /Zone de signature \(facultative\)/ });
    await pad.scrollIntoViewIfNeeded();
    const box = (await pad.boundingBox())!;
    await buyer.mouse.move(box.x + 20, box.y + box.height / 2);
    await buyer.mouse.down();
    await buyer.mouse.move(box.x + box.width / 2, box.y + 20, { steps: 8 });
    await buyer.mouse.move(box.x + box.width - 20, box.y + box.height - 20, { steps: 8 });
    await buyer.mouse.up();
    expect(await buyer.locator('input[name="signature"]').inputValue()).toMatch(/^data:image\/png;base64,/);
    await buyer.getByRole("checkbox", { name: /conditions générales de vente/ }).check();
    await buyer.getByRole("button", { name: "Accepter le devis" }).click();
    await buyer.waitForURL(/\/checkout\?orderId=/);

    const accepted = await buyer.request.get(`${quoteLink}/pdf`);
    const { flat, pages } = await readPdf(new Uint8Array(await accepted.body()));
    const despaced = flat.replace(/\s/g, "");
    expect(pages).toBeGreaterThan(1);
    for (const text of ["Bon pour accord", "Hinano Teriitahi", shown])
      expect(despaced).toContain(text.replace(/\s/g, ""));
    expect(despaced).not.toContain("Nomsaisi(sanssignaturedessinée)");
  });
});

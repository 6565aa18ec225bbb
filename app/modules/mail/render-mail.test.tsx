import { describe, expect, it } from "vitest";
import { renderMail } from "./render-mail.server.tsx";
import { MailButton, MailLayout } from "./templates/mail-layout.tsx";

const company = { name: "BPE Engineering & Sourcing Limited", address: "88 Queen's Road Central, Hong Kong" };

function sample(lang: "fr" | "en" | "zh") {
  return (
    <MailLayout lang={lang} title="Votre demande" preheader="Réponse sous 48 h" company={company}>
      <p>Bonjour Hina,</p>
      <p>Nous avons bien reçu votre demande &laquo; Fare &raquo; & vos plans.</p>
      <MailButton href="https://bpe.example/devis?id=1&x=2">Voir ma demande</MailButton>
    </MailLayout>
  );
}

describe("renderMail", () => {
  it("renders a full HTML document with inline styles only", () => {
    const { html } = renderMail(sample("fr"));
    expect(html.startsWith('<!DOCTYPE html><html lang="fr-FR">')).toBe(true);
    expect(html).toContain('<meta charSet="utf-8"/>');
    expect(html).toContain("BPE Polynésie");
    expect(html).toContain("BPE Engineering &amp; Sourcing Limited");
    expect(html).toContain("88 Queen&#x27;s Road Central, Hong Kong");
    expect(html).toContain('href="https://bpe.example/devis?id=1&amp;x=2"');
    expect(html).not.toMatch(/<style|<link|class=/);
  });

  it("derives the text part from the same content, links as label (url), without the preheader", () => {
    const { text } = renderMail(sample("fr"));
    expect(text).toBe(
      [
        "BPE Polynésie",
        "",
        "Ingénierie, sourcing et import vers la Polynésie française",
        "",
        "Bonjour Hina,",
        "",
        "Nous avons bien reçu votre demande « Fare » & vos plans.",
        "",
        "Voir ma demande (https://bpe.example/devis?id=1&x=2)",
        "",
        "BPE Engineering & Sourcing Limited",
        "88 Queen's Road Central, Hong Kong",
        "",
        "Ce message vous est envoyé par BPE Engineering & Sourcing Limited. Pour toute question, répondez simplement à cet e-mail.",
      ].join("\n"),
    );
    expect(text).not.toContain("Réponse sous 48 h");
  });

  it("writes the layout in the language it is given", () => {
    expect(renderMail(sample("en")).text).toContain("Engineering, sourcing and import to French Polynesia");
    const zh = renderMail(sample("zh"));
    expect(zh.html).toContain('lang="zh-Hans"');
    expect(zh.text).toContain("此邮件由 BPE Engineering & Sourcing Limited 发送");
  });

  it("renders a fragment without the document wrapper", () => {
    expect(
      renderMail(
        <p>
          Hello <a href="https://a.example">there</a>
        </p>,
      ),
    ).toEqual({
      html: '<p>Hello <a href="https://a.example">there</a></p>',
      text: "Hello there (https://a.example)",
    });
  });
});

// The frame of every email: branded header, content, company footer. Inline styles and tables only, because
// mail clients ignore style sheets and much of CSS. Render it through renderMail (render-mail.server.tsx).
import type { ReactNode } from "react";
import { LOCALE_TAGS, type Locale } from "../../i18n/locales.ts";
import { getMailT } from "../mail-i18n.server.ts";

/** The seller's identity in the footer (settings page over environment, `loadMailCompany`); empty parts are left out. */
export type MailCompany = { name: string; address: string; registration?: string; email?: string; whatsapp?: string };

type MailLayoutProps = {
  lang: Locale;
  /** The document title, usually the subject. */
  title: string;
  /** The line mail clients show after the subject in the inbox; left out of the text part. */
  preheader?: string;
  company: MailCompany;
  children: ReactNode;
};

export const MAIL_COLORS = {
  brand: "#0e4f66",
  brandDark: "#082c3a",
  accent: "#e8603c",
  background: "#fbf8f1",
  text: "#1f2937",
  muted: "#4b5563",
  border: "#e5e7eb",
} as const;

const FONT = "Helvetica, Arial, 'PingFang SC', 'Microsoft YaHei', sans-serif";

export function MailLayout({ lang, title, preheader, company, children }: MailLayoutProps) {
  const t = getMailT(lang);
  return (
    <html lang={LOCALE_TAGS[lang]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
      </head>
      <body style={{ margin: 0, padding: 0, backgroundColor: MAIL_COLORS.background, fontFamily: FONT }}>
        {preheader ? (
          <div data-text-skip="" style={{ display: "none", maxHeight: 0, overflow: "hidden", opacity: 0 }}>
            {preheader}
          </div>
        ) : null}
        <table
          role="presentation"
          width="100%"
          cellPadding={0}
          cellSpacing={0}
          style={{ backgroundColor: MAIL_COLORS.background, borderCollapse: "collapse" }}
        >
          <tbody>
            <tr>
              <td align="center" style={{ padding: "24px 12px" }}>
                <table
                  role="presentation"
                  width="100%"
                  cellPadding={0}
                  cellSpacing={0}
                  style={{ maxWidth: "600px", borderCollapse: "collapse", backgroundColor: "#ffffff" }}
                >
                  <tbody>
                    <tr>
                      <td style={{ backgroundColor: MAIL_COLORS.brand, padding: "20px 24px" }}>
                        <p style={{ margin: 0, color: "#ffffff", fontSize: "22px", fontWeight: 700 }}>
                          {t("layout.brand")}
                        </p>
                        <p style={{ margin: "4px 0 0", color: "#d0eef5", fontSize: "13px" }}>{t("layout.tagline")}</p>
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: "24px", color: MAIL_COLORS.text, fontSize: "15px", lineHeight: "1.6" }}>
                        {children}
                      </td>
                    </tr>
                    <tr>
                      <td
                        style={{
                          padding: "16px 24px",
                          borderTop: `1px solid ${MAIL_COLORS.border}`,
                          color: MAIL_COLORS.muted,
                          fontSize: "12px",
                          lineHeight: "1.5",
                        }}
                      >
                        <p style={{ margin: 0 }}>
                          <strong>{company.name}</strong>
                          <br />
                          {company.address}
                          {company.registration ? (
                            <>
                              <br />
                              {t("layout.registration", { number: company.registration })}
                            </>
                          ) : null}
                        </p>
                        {company.email || company.whatsapp ? (
                          <p style={{ margin: "8px 0 0" }}>
                            {company.email ? (
                              <a href={`mailto:${company.email}`} style={{ color: MAIL_COLORS.brand }}>
                                {company.email}
                              </a>
                            ) : null}
                            {company.email && company.whatsapp ? " · " : null}
                            {company.whatsapp ? t("layout.whatsapp", { number: company.whatsapp }) : null}
                          </p>
                        ) : null}
                        <p style={{ margin: "8px 0 0" }}>{t("layout.footerNote", { company: company.name })}</p>
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

/** A call-to-action link styled as a button; in the text part it reads "label (url)". */
export function MailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p style={{ margin: "20px 0" }}>
      <a
        href={href}
        style={{
          display: "inline-block",
          backgroundColor: MAIL_COLORS.accent,
          color: "#ffffff",
          padding: "10px 18px",
          borderRadius: "6px",
          textDecoration: "none",
          fontWeight: 700,
        }}
      >
        {children}
      </a>
    </p>
  );
}

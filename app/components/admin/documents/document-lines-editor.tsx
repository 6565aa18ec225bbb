import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { editorLineTotal, type EditorLine } from "../../../modules/documents/desk-form.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { Button } from "../../ui/button.tsx";
import { Input } from "../../ui/input.tsx";
import { ProductPicker, type LineProduct } from "./desk-pickers.tsx";
import { formatMoney } from "../../../modules/format/money.ts";
import { toCurrency } from "../../../modules/money/currency.ts";

type DocumentLinesEditorProps = {
  currency: string;
  initialLines: readonly Omit<EditorLine, "key">[];
  /** The catalogue products the initial lines name (others are searched by each line's product picker). */
  products: readonly LineProduct[];
  /** 'unitPrice' for quotes and invoices, 'unitCost' for purchase orders. */
  priceLabel?: "unitPrice" | "unitCost";
  /** A deposit invoice deducted from a balance invoice, shown under the subtotal. */
  deducted?: { number: string; amount: number } | null;
  /** The product of the order the document comes from, with its chosen options: picking it takes these. */
  orderProduct?: LineProduct | null;
};

let nextKey = 0;
const withKey = (line: Omit<EditorLine, "key">): EditorLine => ({ ...line, key: `line-${nextKey++}` });
const emptyLine = () => withKey({ productSlug: "", description: "", qty: "1", unitPrice: "0" });

/**
 * The editable lines of a quote, invoice or purchase order: product from the catalogue or free text, description,
 * quantity (step 0.01), unit price, the line total (quantity × price, anything not a number counting as 0); add,
 * remove, and reorder with the arrows or Alt+↑/↓. The rows travel in one hidden `lines` field (JSON).
 */
export function DocumentLinesEditor({
  currency,
  initialLines,
  products,
  priceLabel = "unitPrice",
  deducted = null,
  orderProduct = null,
}: DocumentLinesEditorProps) {
  const { t } = useTranslation("admin-documents");
  const [lines, setLines] = useState<EditorLine[]>(() => initialLines.map(withKey));
  const focusAfterMove = useRef<{ key: string; field: string } | null>(null);
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const pending = focusAfterMove.current;
    if (!pending) return;
    focusAfterMove.current = null;
    listRef.current
      ?.querySelector<HTMLElement>(`[data-line="${pending.key}"] [data-field="${pending.field}"]`)
      ?.focus();
  }, [lines]);

  const update = (key: string, change: Partial<EditorLine>) =>
    setLines((current) => current.map((line) => (line.key === key ? { ...line, ...change } : line)));
  const move = (index: number, by: -1 | 1, field: string) => {
    const target = index + by;
    if (target < 0 || target >= lines.length) return;
    const next = [...lines];
    const [moved] = next.splice(index, 1);
    next.splice(target, 0, moved!);
    focusAfterMove.current = { key: moved!.key, field };
    setLines(next);
  };
  const [known, setKnown] = useState(() => new Map(products.map((product) => [product.slug, product])));
  const productOf = (slug: string): LineProduct | null =>
    slug ? (known.get(slug) ?? { slug, title: slug, prices: {} }) : null;
  // Picking a product replaces the line's description and unit price with the product's (in the document's
  // currency, 0 for a product 'Sur devis'), so a line never keeps another product's text or price.
  const pickProduct = (key: string, picked: LineProduct | null) => {
    if (!picked) return update(key, { productSlug: "" });
    const product = orderProduct && picked.slug === orderProduct.slug ? orderProduct : picked;
    setKnown((current) => new Map(current).set(product.slug, product));
    update(key, {
      productSlug: product.slug,
      description: product.description ?? product.title,
      unitPrice: product.prices[currency] ?? "0",
    });
  };
  // Alt+↑/↓ in a row moves it (a listener on the list, as a row is not a control of its own).
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!event.altKey || (event.key !== "ArrowUp" && event.key !== "ArrowDown")) return;
      const target = event.target as HTMLElement;
      const key = target.closest<HTMLElement>("[data-line]")?.dataset.line;
      const index = lines.findIndex((line) => line.key === key);
      if (index === -1) return;
      event.preventDefault();
      move(index, event.key === "ArrowUp" ? -1 : 1, target.dataset.field ?? "description");
    };
    list.addEventListener("keydown", onKeyDown);
    return () => list.removeEventListener("keydown", onKeyDown);
  });

  const subtotal = lines.reduce((sum, line) => sum + editorLineTotal(line, currency), 0);
  const total = subtotal - (deducted?.amount ?? 0);
  const serialized = JSON.stringify(lines.map(({ key: _key, ...line }) => line));

  return (
    <div className="grid gap-3">
      <input type="hidden" name="lines" value={serialized} />
      <div
        aria-hidden="true"
        className="hidden gap-2 px-1 text-xs font-medium text-slate-500 md:grid md:grid-cols-[11rem_1fr_6rem_8rem_8rem_6.5rem]"
      >
        <span>{t("lines.product")}</span>
        <span>{t("lines.description")}</span>
        <span>{t("lines.qty")}</span>
        <span>{t(`lines.${priceLabel}`)}</span>
        <span className="text-right">{t("lines.lineTotal")}</span>
        <span />
      </div>
      {lines.length === 0 ? <p className="text-sm text-slate-500">{t("lines.empty")}</p> : null}
      <ol ref={listRef} className="grid gap-2" aria-label={t("lines.title")}>
        {lines.map((line, index) => {
          const n = index + 1;
          const label = (key: string) => `${t(key)} — ${t("lines.rowLabel", { n })}`;
          return (
            <li
              key={line.key}
              data-line={line.key}
              className="grid grid-cols-2 gap-2 rounded-md border border-slate-200 p-2 md:grid-cols-[11rem_1fr_6rem_8rem_8rem_6.5rem] md:items-center md:border-0 md:p-0"
            >
              <div className="col-span-2 min-w-0 md:col-span-1" title={t("lines.productHint")}>
                <ProductPicker
                  value={productOf(line.productSlug)}
                  onChange={(product) => pickProduct(line.key, product)}
                  price={priceLabel === "unitCost" ? "purchase" : "sale"}
                  label={label("lines.product")}
                />
              </div>
              <Input
                data-field="description"
                aria-label={label("lines.description")}
                value={line.description}
                placeholder={t("lines.description")}
                onChange={(event) => update(line.key, { description: event.target.value })}
                className="col-span-2 md:col-span-1"
              />
              <Input
                data-field="qty"
                aria-label={label("lines.qty")}
                type="number"
                inputMode="decimal"
                step="0.01"
                min="0"
                value={line.qty}
                onChange={(event) => update(line.key, { qty: event.target.value })}
              />
              <Input
                data-field="unitPrice"
                aria-label={label(`lines.${priceLabel}`)}
                type="number"
                inputMode="decimal"
                step={currency === "XPF" ? "1" : "0.01"}
                min="0"
                value={line.unitPrice}
                onChange={(event) => update(line.key, { unitPrice: event.target.value })}
              />
              <output
                aria-label={label("lines.lineTotal")}
                className="self-center text-right text-sm font-medium text-slate-900 tabular-nums"
              >
                {formatMoney(editorLineTotal(line, currency), toCurrency(currency), "fr-FR")}
              </output>
              <div className="flex justify-end gap-0.5">
                <Button
                  variant="ghost"
                  size="icon"
                  data-field="up"
                  aria-label={t("lines.up", { n })}
                  disabled={index === 0}
                  onClick={() => move(index, -1, "up")}
                >
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  data-field="down"
                  aria-label={t("lines.down", { n })}
                  disabled={index === lines.length - 1}
                  onClick={() => move(index, 1, "down")}
                >
                  <ArrowDown aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t("lines.remove", { n })}
                  onClick={() => setLines((current) => current.filter((l) => l.key !== line.key))}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <Button variant="outline" size="sm" className="w-fit" onClick={() => setLines((l) => [...l, emptyLine()])}>
            <Plus aria-hidden="true" />
            {t("lines.add")}
          </Button>
          <p className="text-xs text-slate-500">{t("lines.keyboard")}</p>
        </div>
        <DocumentTotals
          currency={currency}
          subtotal={subtotal}
          total={total}
          deducted={deducted}
          isPurchase={priceLabel === "unitCost"}
        />
      </div>
    </div>
  );
}

/**
 * Subtotal, VAT shown as 0 (back-office §9), a deducted deposit, and the total. A purchase order shows its one
 * 'Total', as its PDF does: no VAT is charged on it (reference/documents.md).
 */
export function DocumentTotals({
  currency,
  subtotal,
  total,
  deducted = null,
  isPurchase = false,
}: {
  currency: string;
  subtotal: number;
  total: number;
  deducted?: { number: string; amount: number } | null;
  isPurchase?: boolean;
}) {
  const { t } = useTranslation("admin-documents");
  if (isPurchase) {
    return (
      <dl className="ml-auto grid min-w-60 grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
        <dt className="font-semibold text-slate-900">{t("lines.totalPo")}</dt>
        <dd className="text-right font-semibold tabular-nums">{formatMoney(total, toCurrency(currency), "fr-FR")}</dd>
      </dl>
    );
  }
  return (
    <dl className="ml-auto grid min-w-60 grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
      <dt className="text-slate-600">{t("lines.subtotal")}</dt>
      <dd className="text-right tabular-nums">{formatMoney(subtotal, toCurrency(currency), "fr-FR")}</dd>
      <dt className="text-slate-600">{t("lines.vat")}</dt>
      <dd className="text-right tabular-nums">{formatMoney(0, toCurrency(currency), "fr-FR")}</dd>
      {deducted ? (
        <>
          <dt className="text-slate-600">{t("lines.deducted", { number: deducted.number })}</dt>
          <dd className="text-right tabular-nums">−{formatMoney(deducted.amount, toCurrency(currency), "fr-FR")}</dd>
        </>
      ) : null}
      <dt className="font-semibold text-slate-900">{t("lines.total")}</dt>
      <dd className="text-right font-semibold tabular-nums">{formatMoney(total, toCurrency(currency), "fr-FR")}</dd>
    </dl>
  );
}

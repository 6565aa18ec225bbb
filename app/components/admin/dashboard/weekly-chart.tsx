import { useId } from "react";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import type { WeekCounts } from "../../../modules/sales/dashboard-weekly.server.ts";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card.tsx";
import { formatCalendarDay } from "../../../modules/format/tahiti-date.ts";

const WIDTH = 720;
const HEIGHT = 220;
const PAD = { top: 12, right: 8, bottom: 28, left: 32 };

/** A round top for the axis: 1, 2, 5 × 10ⁿ above the largest count. */
function niceMax(value: number): number {
  if (value <= 4) return 4;
  const power = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 5, 10].map((step) => step * power).find((top) => top >= value)!;
}

/**
 * Orders and leads per week, drawn in SVG (two bars a week). The picture is named for assistive technology and a
 * table with the same numbers follows it, visible on demand and always read by screen readers.
 */
export function WeeklyChart({ weeks }: { weeks: readonly WeekCounts[] }) {
  const { t } = useTranslation("admin-dashboard");
  const titleId = useId();
  const descId = useId();
  const top = niceMax(Math.max(0, ...weeks.flatMap((week) => [week.orders, week.leads])));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / Math.max(1, weeks.length);
  const bar = Math.max(1, Math.min(14, (slot - 2) / 2));
  const y = (value: number) => PAD.top + plotHeight - (value / top) * plotHeight;
  const labelEvery = Math.max(1, Math.ceil(weeks.length / 8));
  return (
    <Card>
      <CardHeader>
        <div>
          <CardTitle id={titleId}>{t("chart.title")}</CardTitle>
          <p id={descId} className="text-xs text-slate-500">
            {t("chart.description")}
          </p>
        </div>
        <ul className="flex gap-3 text-xs text-slate-600" aria-hidden="true">
          <li className="flex items-center gap-1">
            <span className="size-2.5 rounded-sm bg-brand-700" />
            {t("chart.orders")}
          </li>
          <li className="flex items-center gap-1">
            <span className="size-2.5 rounded-sm bg-amber-400" />
            {t("chart.leads")}
          </li>
        </ul>
      </CardHeader>
      <CardContent>
        {weeks.length === 0 ? (
          <p className="text-sm text-slate-600">{t("chart.empty")}</p>
        ) : (
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            role="img"
            aria-labelledby={titleId}
            aria-describedby={descId}
            className="h-auto w-full"
          >
            {[0, top / 2, top].map((tick) => (
              <g key={tick}>
                <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} className="stroke-slate-200" />
                <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" className="fill-slate-500 text-[11px]">
                  {tick}
                </text>
              </g>
            ))}
            {weeks.map((week, index) => {
              const x = PAD.left + index * slot + (slot - bar * 2) / 2;
              return (
                <g key={week.week}>
                  <rect
                    x={x}
                    y={y(week.orders)}
                    width={bar}
                    height={y(0) - y(week.orders)}
                    className="fill-brand-700"
                  />
                  <rect
                    x={x + bar}
                    y={y(week.leads)}
                    width={bar}
                    height={y(0) - y(week.leads)}
                    className="fill-amber-400"
                  />
                  {index % labelEvery === 0 ? (
                    <text
                      x={PAD.left + index * slot + slot / 2}
                      y={HEIGHT - 8}
                      textAnchor="middle"
                      className="fill-slate-500 text-[11px]"
                    >
                      {formatCalendarDay(week.week).slice(0, 5)}
                    </text>
                  ) : null}
                </g>
              );
            })}
          </svg>
        )}
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer text-slate-600">{t("chart.showTable")}</summary>
          <WeeklyTable weeks={weeks} />
        </details>
      </CardContent>
    </Card>
  );
}

function WeeklyTable({ weeks }: { weeks: readonly WeekCounts[] }) {
  const { t } = useTranslation("admin-dashboard");
  return (
    <table className="mt-2 w-full max-w-md text-sm">
      <caption className="sr-only">{t("chart.tableCaption")}</caption>
      <thead className="text-left text-xs text-slate-500">
        <tr>
          <th scope="col" className="py-1 font-medium">
            {t("chart.week")}
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            {t("chart.orders")}
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            {t("chart.leads")}
          </th>
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.week} className="border-t border-slate-100">
            <th scope="row" className="py-1 text-left font-normal">
              {formatCalendarDay(week.week)}
            </th>
            <td className="py-1 text-right tabular-nums">{week.orders}</td>
            <td className="py-1 text-right tabular-nums">{week.leads}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

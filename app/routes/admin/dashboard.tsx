import type { Route } from "./+types/dashboard";
import { adminMeta, type AdminHandle } from "../../components/admin/admin-handle.ts";
import { AdminPageHeader } from "../../components/admin/admin-page-header.tsx";
import { CashCards } from "../../components/admin/dashboard/cash-cards.tsx";
import { DashboardPeriodPicker } from "../../components/admin/dashboard/dashboard-period-picker.tsx";
import { DashboardTiles } from "../../components/admin/dashboard/dashboard-tiles.tsx";
import { KpiCards } from "../../components/admin/dashboard/kpi-cards.tsx";
import { MorningListCard } from "../../components/admin/dashboard/morning-list-card.tsx";
import { RecentOrdersCard } from "../../components/admin/dashboard/recent-orders-card.tsx";
import { TopProductsCard } from "../../components/admin/dashboard/top-products-card.tsx";
import { WeeklyChart } from "../../components/admin/dashboard/weekly-chart.tsx";
import { getServices } from "../../context.server.ts";
import { useTranslation } from "../../modules/i18n/react.tsx";
import { getMorningList } from "../../modules/morning-list/get-morning-list.server.ts";
import { morningListSections } from "../../modules/morning-list/send-morning-list.server.tsx";
import { dashboardCash } from "../../modules/sales/dashboard-cash.server.ts";
import {
  dashboardKpis,
  dashboardRecentOrders,
  dashboardTopProducts,
} from "../../modules/sales/dashboard-kpis.server.ts";
import { parseDashboardPeriod, periodDays } from "../../modules/sales/dashboard-period.ts";
import { dashboardWeekly } from "../../modules/sales/dashboard-weekly.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "dashboard.title");

export const handle: AdminHandle = { breadcrumb: "nav.dashboard" };

/**
 * The figures of the period in the URL (`?period=month|30d|year|all`), each an SQL aggregate. A failure to read them
 * is logged and the page still shows its shortcuts (back-office §8: dashboard load errors are only logged).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env, logger } = getServices(context);
  const period = parseDashboardPeriod(new URL(request.url).searchParams.get("period"));
  const days = periodDays(period, new Date());
  try {
    const [morningList, kpis, cash, topProducts, recent, weeks] = await Promise.all([
      getMorningList(db, new Date()),
      dashboardKpis(db, days),
      dashboardCash(db, days),
      dashboardTopProducts(db, days),
      dashboardRecentOrders(db),
      dashboardWeekly(db, days),
    ]);
    const figures = {
      // The same sections as the 07:00 mail.
      morningList: morningListSections(morningList, env.PUBLIC_URL),
      kpis,
      cash,
      topProducts,
      recent: recent.map((order) => ({ ...order, createdAt: order.createdAt.toISOString() })),
      weeks,
    };
    return { period, figures };
  } catch (error) {
    logger.error({ err: error, period }, "dashboard figures could not be read");
    return { period, figures: null };
  }
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { period, figures } = loaderData;
  return (
    <>
      <AdminPageHeader
        title={t("dashboard.title")}
        description={t("admin-dashboard:intro")}
        actions={<DashboardPeriodPicker period={period} />}
      />
      <div className="grid grid-cols-1 gap-6">
        {/* Back-office §2: the shortcut tiles first, then the KPI cards, the recent orders and the top products. */}
        <DashboardTiles />
        {figures ? (
          <>
            <MorningListCard sections={figures.morningList} />
            <KpiCards kpis={figures.kpis} />
            <CashCards cash={figures.cash} />
            <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
              <RecentOrdersCard orders={figures.recent} />
              <TopProductsCard products={figures.topProducts} />
            </div>
            <WeeklyChart weeks={figures.weeks} />
          </>
        ) : (
          <p role="status" className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
            {t("admin-dashboard:loadError")}
          </p>
        )}
      </div>
    </>
  );
}

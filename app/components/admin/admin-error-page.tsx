import { FileQuestion, TriangleAlert } from "lucide-react";
import { isRouteErrorResponse, Link, useRouteLoaderData } from "react-router";
import { useTranslation } from "../../modules/i18n/react.tsx";
import { Button } from "../ui/button.tsx";
import { AdminBreadcrumbs } from "./admin-breadcrumbs.tsx";

type RootData = { requestId?: string } | undefined;

function Message({
  icon,
  title,
  text,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  text: string;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation("admin");
  return (
    <>
      <AdminBreadcrumbs />
      <div className="mx-auto flex max-w-lg flex-col items-center gap-3 py-16 text-center">
        <span className="rounded-full bg-slate-100 p-3 text-slate-500">{icon}</span>
        <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
        <p className="text-sm text-slate-600">{text}</p>
        {children}
        <Button asChild variant="outline" className="mt-2">
          <Link to="/admin">{t("notFound.back")}</Link>
        </Button>
      </div>
    </>
  );
}

/** What a back-office URL without a page shows. */
export function AdminNotFound() {
  const { t } = useTranslation("admin");
  return (
    <Message
      icon={<FileQuestion aria-hidden="true" className="size-6" />}
      title={t("notFound.title")}
      text={t("notFound.text")}
    />
  );
}

/** The error of a back-office page, inside the frame: not found, or an unexpected failure with its request id. */
export function AdminErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation("admin");
  const root = useRouteLoaderData("root") as RootData;
  if (isRouteErrorResponse(error) && error.status === 404) return <AdminNotFound />;
  return (
    <Message
      icon={<TriangleAlert aria-hidden="true" className="size-6" />}
      title={t("error.title")}
      text={t("error.text")}
    >
      {root?.requestId ? (
        <p className="text-xs text-slate-500">{t("error.reference", { id: root.requestId })}</p>
      ) : null}
    </Message>
  );
}

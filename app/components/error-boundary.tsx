import { useTranslation } from "../modules/i18n/react.tsx";
import { isRouteErrorResponse, useRouteLoaderData } from "react-router";
import { type BadRequestBody, isBadRequestBody } from "../modules/security/bad-request-body.ts";
import { LocaleLink } from "./locale-link.tsx";

type RootData = { requestId?: string } | undefined;

/** The page for "not found" (any unknown URL), a refused request and "unexpected error", in the visitor's language. */
export function AppErrorBoundary({ error }: { error: unknown }) {
  if (!isRouteErrorResponse(error)) return <UnexpectedErrorPage />;
  if (error.status === 404) return <NotFoundPage />;
  // A request the site could not read (app/modules/security/bad-request.server.ts): the answer brings its own words.
  if (isBadRequestBody(error.data)) return <BadRequestPage {...error.data} />;
  return <UnexpectedErrorPage />;
}

function BadRequestPage({ error, title, backHome }: BadRequestBody) {
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-16 text-center"
    >
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="text-slate-600">{error}</p>
      <LocaleLink to="/" className="rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-800">
        {backHome}
      </LocaleLink>
    </main>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation("common");
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <p className="text-6xl font-bold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-semibold">{t("errors.notFoundTitle", "Oops! Page not found")}</h1>
      <p className="text-slate-600">{t("errors.notFoundText")}</p>
      <LocaleLink to="/" className="rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-800">
        {t("errors.backHome", "Retour à l'accueil")}
      </LocaleLink>
    </main>
  );
}

function UnexpectedErrorPage() {
  const { t } = useTranslation("common");
  const root = useRouteLoaderData("root") as RootData;
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <h1 className="text-2xl font-semibold">{t("errors.unexpectedTitle", "Unexpected Application Error!")}</h1>
      <p className="text-slate-600">{t("errors.unexpectedText", "Une erreur inattendue s'est produite.")}</p>
      {root?.requestId ? (
        <p className="text-sm text-slate-500">{t("errors.reference", { id: root.requestId })}</p>
      ) : null}
      <LocaleLink to="/" className="rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-800">
        {t("errors.backHome", "Retour à l'accueil")}
      </LocaleLink>
    </main>
  );
}

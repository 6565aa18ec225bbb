import { ExternalLink, Menu } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link, useNavigation } from "react-router";
import { useTranslation } from "../../modules/i18n/react.tsx";
import { Button, buttonClasses } from "../ui/button.tsx";
import { FOCUS_RING } from "../ui/cn.ts";
import { Dialog, DialogTrigger } from "../ui/dialog.tsx";
import { SheetContent } from "../ui/sheet.tsx";
import { TooltipProvider } from "../ui/tooltip.tsx";
import { AdminNav } from "./admin-nav.tsx";
import { LogoutButton } from "./logout-button.tsx";

function Brand() {
  const { t } = useTranslation("admin");
  return (
    <Link to="/admin" className={`flex items-center gap-2 rounded-md font-semibold text-brand-800 ${FOCUS_RING}`}>
      <img src="/favicon.svg" alt="" width="24" height="24" className="size-6" />
      <span>{t("brand")}</span>
    </Link>
  );
}

/** A thin bar at the top while the next page's data loads (React Router's navigation state). */
function LoadingBar() {
  const { t } = useTranslation("admin");
  const navigation = useNavigation();
  if (navigation.state !== "loading") return null;
  return (
    <div role="status" className="fixed inset-x-0 top-0 z-60 h-0.5 overflow-hidden bg-brand-100">
      <span className="sr-only">{t("frame.loading")}</span>
      <div className="h-full w-full animate-pulse bg-brand-600 motion-reduce:animate-none" />
    </div>
  );
}

/**
 * The back office's frame around every page: the side navigation (a menu behind a button on a phone), the top bar
 * with the signed-in address, the public site and sign-out, and the page itself in `<main>`.
 */
export function AdminFrame({ email, children }: { email: string | undefined; children: ReactNode }) {
  const { t } = useTranslation("admin");
  const [isMenuOpen, setMenuOpen] = useState(false);
  return (
    <TooltipProvider delayDuration={300}>
      <div className="min-h-screen bg-slate-50 lg:grid lg:grid-cols-[17rem_minmax(0,1fr)]">
        <a
          href="#admin-main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-70 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:shadow"
        >
          {t("frame.skipToContent")}
        </a>
        <LoadingBar />
        <aside className="hidden border-r border-slate-200 bg-white lg:sticky lg:top-0 lg:flex lg:h-screen lg:flex-col">
          <div className="flex h-14 shrink-0 items-center border-b border-slate-200 px-5">
            <Brand />
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">
            <AdminNav />
          </div>
        </aside>
        <div className="flex min-w-0 flex-col">
          <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-slate-200 bg-white/95 px-3 backdrop-blur sm:px-6">
            <Dialog open={isMenuOpen} onOpenChange={setMenuOpen}>
              <DialogTrigger asChild>
                <Button variant="ghost" size="icon" className="lg:hidden" aria-label={t("frame.openMenu")}>
                  <Menu aria-hidden="true" />
                </Button>
              </DialogTrigger>
              <SheetContent title={t("frame.menuTitle")} closeLabel={t("frame.closeMenu")}>
                <AdminNav onNavigate={() => setMenuOpen(false)} />
                {email ? (
                  <p className="border-t border-slate-100 px-5 py-3 text-xs break-all text-slate-500">
                    {t("frame.signedInAs", { email })}
                  </p>
                ) : null}
              </SheetContent>
            </Dialog>
            <div className="lg:hidden">
              <Brand />
            </div>
            <div className="ml-auto flex items-center gap-1">
              {email ? (
                <span className="mr-2 hidden text-sm text-slate-600 md:inline">{t("frame.signedInAs", { email })}</span>
              ) : null}
              <Button asChild variant="ghost" size="sm">
                <Link to="/" aria-label={t("frame.viewSite")}>
                  <ExternalLink aria-hidden="true" />
                  <span className="hidden sm:inline">{t("frame.viewSite")}</span>
                </Link>
              </Button>
              <LogoutButton
                label={t("frame.logout")}
                labelClassName="hidden sm:inline"
                className={buttonClasses({ variant: "ghost", size: "sm" })}
              />
            </div>
          </header>
          <main
            id="admin-main"
            tabIndex={-1}
            className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8"
          >
            {children}
          </main>
        </div>
      </div>
    </TooltipProvider>
  );
}

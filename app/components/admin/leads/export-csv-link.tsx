import { Download } from "lucide-react";
import { useSearchParams } from "react-router";
import { LIST_PARAM_NAMES } from "../../../modules/lists/list-params.ts";
import { buttonClasses } from "../../ui/button-classes.ts";

/** Parameters of the page that are not filters: the CSV has every filtered row, in its own order. */
const NOT_FILTERS = new Set<string>([...Object.values(LIST_PARAM_NAMES), "lead"]);

/** A download link to a list's CSV with the filters on screen (shared by the sales lists). */
export function ExportCsvLink({ to, label }: { to: string; label: string }) {
  const [searchParams] = useSearchParams();
  const filters = new URLSearchParams([...searchParams].filter(([name]) => !NOT_FILTERS.has(name)));
  const query = filters.toString();
  return (
    <a href={query ? `${to}?${query}` : to} download className={buttonClasses({ variant: "outline" })}>
      <Download aria-hidden="true" />
      {label}
    </a>
  );
}

import { X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { cn } from "../ui/cn.ts";
import { Input } from "../ui/input.tsx";
import { Spinner } from "../ui/spinner.tsx";

/** The words of a picker, in the page's language. */
export type SearchPickerTexts = {
  placeholder: string;
  /** The list of results' name. */
  results: string;
  none: string;
  /** Before the chosen item ('Client choisi :'). */
  chosen: string;
  /** The button that drops the chosen item to search another. */
  clear: string;
};

export type SearchPickerProps<Item> = {
  /** The chosen item, or null. */
  value: Item | null;
  onChange: (item: Item | null) => void;
  /** The resource route searching `query` (answering JSON), and the items of its answer. */
  searchUrl: (query: string) => string;
  resultsOf: (data: unknown) => readonly Item[];
  itemKey: (item: Item) => string;
  /** An item's first line, and its second (an email) when it has one. */
  itemLabel: (item: Item) => string;
  itemDetail?: (item: Item) => string | null;
  label: string;
  texts: SearchPickerTexts;
  /** Given, a hidden input of that name carries the chosen item's key, so a plain form sends it. */
  name?: string;
  /**
   * In a row of a table (a document line): the label is for assistive technology only and the chosen item takes
   * the search box's place, with a button to search another.
   */
  isCompact?: boolean;
  /** Attributes of the search box a screen finds it by (`data-field`). */
  inputData?: Record<`data-${string}`, string>;
};

const MIN_QUERY = 2;

/**
 * A combobox searching on the server as the administrator types (from 2 characters, a short pause between
 * requests); arrow keys move, Enter picks, Escape closes (ARIA's combobox pattern). The customers, suppliers and
 * catalogue products of the document editors are each this picker on their search route.
 */
export function SearchPicker<Item>({
  value,
  onChange,
  searchUrl,
  resultsOf,
  itemKey,
  itemLabel,
  itemDetail,
  label,
  texts,
  name,
  isCompact = false,
  inputData,
}: SearchPickerProps<Item>) {
  const fetcher = useFetcher<unknown>();
  const [text, setText] = useState("");
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const focusInput = useRef(false);
  const listId = useId();
  const inputId = useId();
  const { load } = fetcher;
  const query = text.trim();
  const url = query.length >= MIN_QUERY ? searchUrl(query) : null;
  useEffect(() => {
    if (!url) return;
    const timer = setTimeout(() => void load(url), 200);
    return () => clearTimeout(timer);
  }, [url, load]);
  useEffect(() => {
    if (!focusInput.current) return;
    focusInput.current = false;
    inputRef.current?.focus();
  });
  const results = url && fetcher.data ? resultsOf(fetcher.data) : [];
  const pick = (item: Item) => {
    onChange(item);
    setText("");
    setIsOpen(false);
  };
  const clear = () => {
    focusInput.current = true;
    onChange(null);
  };
  const hidden = name ? <input type="hidden" name={name} value={value ? itemKey(value) : ""} /> : null;
  const detail = value && itemDetail ? itemDetail(value) : null;

  if (isCompact && value) {
    return (
      <div className="flex min-w-0 items-center gap-1 rounded-md border border-slate-200 bg-slate-50 py-1 pr-1 pl-2.5 text-sm">
        {hidden}
        <span className="min-w-0 flex-1 truncate text-slate-900" title={itemLabel(value)}>
          <span className="sr-only">{`${label} : `}</span>
          {itemLabel(value)}
        </span>
        <button
          type="button"
          aria-label={`${texts.clear} — ${label}`}
          className="rounded-sm p-1 text-slate-500 hover:bg-slate-200 hover:text-slate-800"
          onClick={clear}
          {...inputData}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    );
  }
  return (
    <div className={cn("grid gap-1.5", isCompact && "min-w-0")}>
      <label htmlFor={inputId} className={isCompact ? "sr-only" : "text-sm font-medium text-slate-800"}>
        {label}
      </label>
      {hidden}
      {value ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <span>
            {texts.chosen} <strong className="font-medium text-slate-900">{itemLabel(value)}</strong>
            {detail ? ` (${detail})` : null}
          </span>
          <button type="button" className="text-brand-700 hover:underline" onClick={clear}>
            {texts.clear}
          </button>
        </p>
      ) : null}
      <div className="relative">
        <Input
          ref={inputRef}
          id={inputId}
          type="search"
          role="combobox"
          aria-expanded={isOpen && results.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={isOpen && results[active] ? `${listId}-${active}` : undefined}
          placeholder={texts.placeholder}
          value={text}
          autoComplete="off"
          {...inputData}
          onChange={(event) => {
            setText(event.target.value);
            setIsOpen(true);
            setActive(0);
          }}
          onKeyDown={(event) => {
            if (event.key === "ArrowDown") setActive((index) => Math.min(index + 1, results.length - 1));
            else if (event.key === "ArrowUp") setActive((index) => Math.max(index - 1, 0));
            else if (event.key === "Escape") setIsOpen(false);
            else if (event.key === "Enter" && isOpen && results[active]) pick(results[active]);
            else return;
            event.preventDefault();
          }}
          onBlur={() => setIsOpen(false)}
        />
        {fetcher.state === "loading" ? <Spinner className="absolute top-2.5 right-2.5 size-4" /> : null}
        {isOpen && url ? (
          <ul
            id={listId}
            role="listbox"
            aria-label={texts.results}
            className="absolute z-20 mt-1 max-h-64 w-full min-w-64 overflow-y-auto rounded-md border border-slate-200 bg-white p-1 text-sm shadow-lg"
          >
            {results.length === 0 && fetcher.state === "idle" ? (
              <li className="px-2 py-1.5 text-slate-500">{texts.none}</li>
            ) : null}
            {results.map((item, index) => {
              const second = itemDetail?.(item);
              return (
                // The keys are the combobox's (arrows and Enter on the input, aria-activedescendant), as ARIA's pattern says.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <li
                  key={itemKey(item)}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  className={cn(
                    "cursor-pointer rounded-sm px-2 py-1.5",
                    index === active && "bg-brand-50 text-brand-800",
                  )}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(item)}
                  onMouseEnter={() => setActive(index)}
                >
                  <span className="block font-medium">{itemLabel(item)}</span>
                  {second ? <span className="block text-xs text-slate-500">{second}</span> : null}
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

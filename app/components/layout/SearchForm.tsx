import { SpriteIcon } from "~/components/icons/SpriteIcon";
import clsx from "clsx";
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { useFrameLaterTranslation } from "~/i18n/parts/frame-later";
import { useNavigate } from "react-router";
import { formatPrice } from "~/lib/money";
import { PLACEHOLDER_IMAGE } from "~/lib/product-images";
import type { SearchSuggestions } from "~/modules/catalog/search.server";

/** Fewer letters suggest nothing; the box waits this long after the last key before asking. */
const MIN_LETTERS = 2;
const WAIT_MS = 180;

interface Option {
  id: string;
  href: string;
  /** What the option shows: a product's picture, name and price, or a category's name. */
  content: ReactNode;
}

/**
 * Header search. With a non-blank query it opens /search?q=… and empties the box; a blank
 * query does nothing. Without JavaScript the form still submits to /search.
 *
 * As the shopper types it suggests (issue 27 item 5): up to six products with their picture and
 * price, and the matching categories, in the page's language, from /api/search/suggestions. It
 * is a WAI-ARIA combobox (a list popup): the focus stays in the box, the arrows move through the
 * options (`aria-activedescendant`), Enter opens the one chosen (or searches), Escape closes the
 * list (a second Escape empties the box), and how many suggestions there are is announced.
 */
export function SearchForm({ className }: { className?: string }) {
  const { t, language } = useFrameLaterTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState("");
  const [suggestions, setSuggestions] = useState<{ query: string; found: SearchSuggestions } | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputId = useId();
  const listId = `${inputId}-list`;
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);

  // The box hydrates after the page's first scripts (decision 097): what was typed before is in
  // the field but not yet in its state. Take it, and suggest for it if the box has the focus.
  useEffect(() => {
    const typed = input.current?.value ?? "";
    if (!typed) return;
    setQuery(typed);
    if (document.activeElement === input.current) setOpen(true);
  }, []);

  const text = query.trim();
  const asking = text.length >= MIN_LETTERS;
  useEffect(() => {
    if (!asking) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const params = new URLSearchParams({ q: text, lang: language });
      fetch(`/api/search/suggestions?${params}`, { signal: controller.signal })
        .then((answer) => (answer.ok ? (answer.json() as Promise<SearchSuggestions>) : null))
        .then((found) => {
          if (!found) return;
          setSuggestions({ query: text, found });
          setActive(-1);
        })
        // Offline or aborted by the next key: the box still searches on Enter.
        .catch(() => {});
    }, WAIT_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [asking, text, language]);

  const shown = asking && suggestions ? suggestions.found : null;
  // The products, then the categories: the arrows walk through both groups as one list.
  const groups: { label: string; options: Option[] }[] = shown
    ? [
        {
          label: t("search.products"),
          options: shown.products.map((product) => ({
            id: `${inputId}-p-${product.slug}`,
            href: `/product/${product.slug}`,
            content: (
              <>
                <img
                  src={product.imageUrl ?? PLACEHOLDER_IMAGE}
                  alt=""
                  width={40}
                  height={40}
                  className="size-10 shrink-0 rounded-lg bg-surface-muted object-cover"
                />
                <span className="min-w-0 flex-1 truncate font-medium">{product.name}</span>
                <span className="shrink-0 font-semibold tabular-nums">{formatPrice(product.priceCents)}</span>
              </>
            ),
          })),
        },
        {
          label: t("search.categories"),
          options: shown.categories.map((category) => ({
            id: `${inputId}-c-${category.slug}`,
            href: `/category/${category.slug}`,
            content: (
              <>
                <SpriteIcon name="layout-grid" className="size-5 shrink-0 text-accent" />
                <span className="min-w-0 flex-1 truncate font-medium">{category.name}</span>
                <span className="sr-only">{t("search.category")}</span>
              </>
            ),
          })),
        },
      ]
    : [];
  const options = groups.flatMap((group) => group.options);
  const expanded = open && shown !== null;

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function go(href: string) {
    close();
    setQuery("");
    void navigate(href);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (expanded && active >= 0 && options[active]) return go(options[active].href);
    if (!text) return;
    go(`/search?q=${encodeURIComponent(text)}`);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Escape") {
      if (expanded) close();
      else setQuery("");
      event.preventDefault();
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    if (!expanded) {
      setOpen(true);
      return;
    }
    if (options.length === 0) return;
    // -1 is the box itself: past the last option the arrows come back to it, then wrap.
    const step = event.key === "ArrowDown" ? 1 : -1;
    setActive((current) => {
      const next = current + step;
      if (next >= options.length) return -1;
      if (next < -1) return options.length - 1;
      return next;
    });
  }

  const activeIndex = active >= options.length ? -1 : active;
  const optionClass = (id: string) =>
    clsx(
      "flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2 text-ink",
      options[activeIndex]?.id === id ? "bg-grape/10 ring-2 ring-accent" : "hover:bg-surface-muted",
    );

  return (
    <form
      ref={form}
      role="search"
      action="/search"
      method="get"
      onSubmit={submit}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
      className={clsx("relative", className)}
    >
      <label htmlFor={inputId} className="sr-only">
        {t("search.label")}
      </label>
      <input
        ref={input}
        id={inputId}
        name="q"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && activeIndex >= 0 ? options[activeIndex]?.id : undefined}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        placeholder={t("search.placeholder")}
        autoComplete="off"
        enterKeyHint="search"
        className="h-10 w-full rounded-full border border-frame-line bg-frame-raised pr-12 pl-4 text-sm text-frame-ink placeholder:text-frame-muted focus:border-pink-300 [&::-webkit-search-cancel-button]:hidden"
      />
      <button
        type="submit"
        aria-label={t("search.submit")}
        className="absolute top-1 right-1 inline-flex size-8 items-center justify-center rounded-full bg-candy-pink text-white transition-colors hover:bg-pink-700"
      >
        <SpriteIcon name="search" className="size-4" />
      </button>
      <p role="status" className="sr-only">
        {expanded
          ? options.length > 0
            ? t("search.found", { count: options.length })
            : t("search.none")
          : ""}
      </p>
      <div
        id={listId}
        role="listbox"
        aria-label={t("search.suggestions")}
        hidden={!expanded || options.length === 0}
        className="absolute top-full right-0 left-0 z-50 mt-2 max-h-[70dvh] overflow-y-auto rounded-2xl border border-line bg-surface-raised p-2 text-sm shadow-2xl"
      >
        {groups.map(
          (group, groupIndex) =>
            group.options.length > 0 && (
              <div key={group.label} role="group" aria-label={group.label}>
                <p
                  aria-hidden="true"
                  className={clsx(
                    "px-3 pb-1 text-xs font-semibold tracking-wide text-ink-muted uppercase",
                    groupIndex === 0 ? "pt-1" : "pt-2",
                  )}
                >
                  {group.label}
                </p>
                {group.options.map((option) => (
                  <div
                    key={option.id}
                    id={option.id}
                    role="option"
                    aria-selected={options[activeIndex]?.id === option.id}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => go(option.href)}
                    className={optionClass(option.id)}
                  >
                    {option.content}
                  </div>
                ))}
              </div>
            ),
        )}
      </div>
    </form>
  );
}

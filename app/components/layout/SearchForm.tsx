import { SpriteIcon } from "~/components/icons/SpriteIcon";
import clsx from "clsx";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "~/i18n/react";
import { useNavigate } from "react-router";

/**
 * Header search. With a non-blank query it opens /search?q=… and empties the box; a blank
 * query does nothing. Without JavaScript the form still submits to /search.
 */
export function SearchForm({ className }: { className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState("");
  const inputId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = query.trim();
    if (!text) return;
    void navigate(`/search?q=${encodeURIComponent(text)}`);
    setQuery("");
  }

  return (
    <form
      role="search"
      action="/search"
      method="get"
      onSubmit={submit}
      className={clsx("relative", className)}
    >
      <label htmlFor={inputId} className="sr-only">
        {t("search.label")}
      </label>
      <input
        id={inputId}
        name="q"
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
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
    </form>
  );
}

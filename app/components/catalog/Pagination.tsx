import clsx from "clsx";
import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useTranslation } from "~/i18n/react";
import { Link } from "~/components/ui/Link";
import { visiblePages } from "~/modules/catalog/pagination";

interface PaginationProps {
  page: number;
  pageCount: number;
  /** The address of a page. */
  href: (page: number) => string;
}

const pageLink =
  "inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-full border px-3 text-sm font-semibold tabular-nums transition-colors";

/** Links to the other pages of a list of more than one page. */
export function Pagination({ page, pageCount, href }: PaginationProps) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <nav
      aria-label={t("catalog.pagination.label")}
      className="mt-10 flex flex-wrap items-center justify-center gap-2"
    >
      {page > 1 && (
        <Link
          to={href(page - 1)}
          rel="prev"
          className={clsx(pageLink, "border-line hover:border-accent hover:text-accent")}
        >
          <SpriteIcon name="chevron-left" className="size-4" />
          {t("catalog.pagination.previous")}
        </Link>
      )}
      <ul className="flex flex-wrap items-center gap-2">
        {visiblePages(page, pageCount).map((item, index) =>
          item === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-muted">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={href(item)}
                aria-label={t("catalog.pagination.page", { page: item })}
                aria-current={item === page ? "page" : undefined}
                className={clsx(
                  pageLink,
                  item === page
                    ? "border-grape bg-grape text-white"
                    : "border-line hover:border-accent hover:text-accent",
                )}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < pageCount && (
        <Link
          to={href(page + 1)}
          rel="next"
          className={clsx(pageLink, "border-line hover:border-accent hover:text-accent")}
        >
          {t("catalog.pagination.next")}
          <SpriteIcon name="chevron-right" className="size-4" />
        </Link>
      )}
    </nav>
  );
}

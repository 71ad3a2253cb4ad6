import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useTranslation } from "~/i18n/react";
import { Link } from "~/components/ui/Link";
import type { CategoryView } from "~/modules/catalog/types";

/** Category artwork is 800 × 600. */
const IMAGE_WIDTH = 800;
const IMAGE_HEIGHT = 600;

/**
 * A category with its image (a globe when it has none), name, description and the Explore
 * Collection prompt; the whole card links to /category/{slug}.
 */
export function CategoryCard({
  category,
  productCount,
  eager = false,
  headingLevel = 2,
}: {
  category: CategoryView;
  /** "{n} products available", where the page shows counts (/categories). */
  productCount?: number;
  eager?: boolean;
  /** 2 right under the page's h1, 3 inside a section. */
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  return (
    // The card draws its link's focus ring (3 px, outside its edge): drawn by the stretched link,
    // the card's clipping would cut it (issue 27 item 10).
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface-raised shadow-sm transition hover:-translate-y-0.5 hover:border-accent/60 hover:shadow-lg focus-within:border-accent/60 has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-(--focus)">
      {category.imageUrl ? (
        <img
          src={category.imageUrl}
          alt=""
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className="aspect-[4/3] h-auto w-full object-cover"
        />
      ) : (
        <div className="flex aspect-[4/3] items-center justify-center bg-surface-muted">
          <SpriteIcon name="globe" className="size-16 text-accent" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-5">
        <Heading className="text-xl font-semibold">
          <Link
            to={`/category/${category.slug}`}
            className="rounded-sm outline-none after:absolute after:inset-0 after:rounded-2xl after:content-['']"
          >
            {category.name}
          </Link>
        </Heading>
        {productCount !== undefined && (
          <p className="text-sm text-ink-muted tabular-nums">
            {t("catalog.category.available", { count: productCount })}
          </p>
        )}
        {category.description && <p className="line-clamp-3 text-ink-muted">{category.description}</p>}
        <p
          aria-hidden="true"
          className="mt-auto inline-flex items-center gap-1.5 pt-2 font-semibold text-accent"
        >
          {t("catalog.categories.explore")}
          <SpriteIcon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-1" />
        </p>
      </div>
    </article>
  );
}

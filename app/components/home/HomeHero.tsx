import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { Suspense, useId } from "react";
import { lazySection } from "~/components/ui/lazy-section";
import { useHomeTranslation } from "~/i18n/parts/home";
import { Link } from "~/components/ui/Link";
import { LogoMark } from "~/components/brand/Logo";
import { oneDecimal } from "~/lib/formats";

// Decoration, drawn by the server: the browser loads its module after the page's first scripts
// and hydrates it then (until then the server's drifting sweets simply stay as they are).
const FloatingCandy = lazySection(() => import("./FloatingCandy").then((module) => module.FloatingCandy));

/**
 * The first block: the tagline as the page's heading, the two ways in, the logo large, and the
 * reviews' real average (no badge before the first review).
 */
export function HomeHero({ averageRating }: { averageRating: number | null }) {
  const { t, language } = useHomeTranslation();
  const rating = averageRating === null ? null : oneDecimal(language).format(averageRating);
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="brand-gradient relative isolate overflow-hidden text-white"
    >
      <Suspense>
        <FloatingCandy className="-z-10" />
      </Suspense>
      <div className="page-container grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-[3fr_2fr] lg:py-28">
        <div className="text-center lg:text-left">
          {rating && (
            <p className="inline-flex items-center gap-2 rounded-full bg-black/20 px-4 py-1.5 text-sm font-semibold backdrop-blur-sm">
              <SpriteIcon name="star" className="size-4 fill-lemon text-lemon" />
              {t("home.hero.rating", { rating })}
            </p>
          )}
          <h1
            id={headingId}
            className="mt-6 text-4xl leading-tight font-bold tracking-tight text-balance text-shadow-md text-shadow-black/25 sm:text-5xl lg:text-6xl"
          >
            {t("brand.tagline")}
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg text-pretty text-white text-shadow-sm text-shadow-black/40 sm:text-xl lg:mx-0">
            {t("home.hero.intro")}
          </p>
          <div className="mt-9 flex flex-wrap justify-center gap-3 lg:justify-start">
            <Link
              to="/featured"
              className="inline-flex items-center justify-center rounded-full bg-white px-7 py-3.5 font-semibold text-grape shadow-lg shadow-black/15 transition hover:-translate-y-0.5 hover:shadow-xl"
            >
              {t("home.hero.shopFeatured")}
            </Link>
            <Link
              to="/categories"
              className="inline-flex items-center justify-center rounded-full border-2 border-white/85 bg-black/10 px-7 py-3.5 font-semibold text-white transition hover:-translate-y-0.5 hover:bg-white/15"
            >
              {t("home.hero.exploreCategories")}
            </Link>
          </div>
        </div>
        {/* The brand large; decorative, as the header already names the shop. */}
        <div aria-hidden="true" className="mx-auto hidden sm:block">
          <div className="flex size-72 flex-col items-center justify-center gap-3 rounded-full bg-white shadow-2xl ring-12 shadow-black/25 ring-white/25 lg:size-80">
            <LogoMark className="h-32 w-52 lg:h-36 lg:w-60" />
            <span className="brand-gradient bg-clip-text font-display text-4xl font-bold text-transparent">
              {t("brand.name")}
            </span>
          </div>
        </div>
      </div>
    </section>
  );
}

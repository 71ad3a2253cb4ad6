import { Suspense, useEffect } from "react";
import { lazySection } from "~/components/ui/lazy-section";
import { toast } from "~/components/ui/toast";
import { useTranslation } from "~/i18n/react";
import { loadTexts, translator } from "~/i18n/setup";
import { data } from "react-router";
import { homeMeta } from "~/components/home/home-seo";
import { isDatabaseUnavailable } from "~/db/availability.server";
import { passLoaderHeaders, PUBLIC_PAGE_CACHE, SHARED_PAGE } from "~/lib/http-cache";
import { requestLanguage } from "~/lib/language";
import { listCategories } from "~/modules/catalog/categories.server";
import { featuredProducts, HOME_FEATURED_COUNT } from "~/modules/catalog/products.server";
import { shopFigures } from "~/modules/catalog/shop-figures.server";
import { rootOfMeta } from "~/lib/seo";
import { FIGURES_TAG, listsProducts } from "~/modules/catalog/page-tags";
import type { Route } from "./+types/home";

// Below the fold, drawn by the server: the video block's and the newsletter form's modules load
// after the page's first scripts and hydrate then (decision 029). A newsletter form sent before
// that is posted as a page, which the server answers too (api.newsletter.ts).
const ExperienceBlock = lazySection(() =>
  import("~/components/home/ExperienceBlock").then((module) => module.ExperienceBlock),
);
const NewsletterSignup = lazySection(() =>
  import("~/components/home/NewsletterSignup").then((module) => module.NewsletterSignup),
);
// The rest of the page, the hero included (its links and its heading, nothing to press): drawn by
// the server, hydrated once loaded, with the home page's texts (decision 097). The featured
// products' buttons work from then on.
const HomeHero = lazySection(() => import("~/components/home/home-later").then((module) => module.HomeHero));
const FeaturedProducts = lazySection(() =>
  import("~/components/home/home-later").then((module) => module.FeaturedProducts),
);
const WhyChoose = lazySection(() =>
  import("~/components/home/home-later").then((module) => module.WhyChoose),
);
const RegionCards = lazySection(() =>
  import("~/components/home/home-later").then((module) => module.RegionCards),
);
const Testimonials = lazySection(() =>
  import("~/components/home/home-later").then((module) => module.Testimonials),
);

/**
 * The categories and featured products. If they cannot be read the page still renders, with
 * empty lists and the spec's toast (section 8, "Home page data load fails"), and the failure is
 * logged; that answer is not cached, so the next visitor gets a fresh try. An unreachable
 * database is not such a failure: the whole shop answers its outage page then (decision 018).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    const [categories, featured, figures] = await Promise.all([
      listCategories(context.db, requestLanguage(request)),
      featuredProducts(context.db, HOME_FEATURED_COUNT, requestLanguage(request)),
      shopFigures(context.db),
    ]);
    listsProducts(context.pageTags, featured);
    context.pageTags.add(FIGURES_TAG);
    return data({ categories, featured, figures, loadFailed: false }, { headers: PUBLIC_PAGE_CACHE });
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    context.logger.error({ err: error }, "home page data failed to load");
    return data(
      { categories: [], featured: [], figures: null, loadFailed: true },
      { headers: { "Cache-Control": "no-store" } },
    );
  }
}

export const headers = passLoaderHeaders;

// The same for everyone, signed in or not: the frame fills the visitor in (decision 022).
export const handle = SHARED_PAGE;

export function meta({ matches }: Route.MetaArgs) {
  return homeMeta(rootOfMeta(matches));
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { categories, featured, figures, loadFailed } = loaderData;
  const { language } = useTranslation();

  useEffect(() => {
    if (!loadFailed) return;
    // The message is one of the home page's texts, which its sections load (decision 097). The id
    // keeps it to one toast, however often the effect runs.
    void loadTexts(language, "home").then(() =>
      toast.error(translator(language)("home.loadFailed"), { id: "home-load-failed" }),
    );
  }, [loadFailed, language]);

  return (
    <>
      <Suspense>
        <HomeHero averageRating={figures?.averageRating ?? null} />
      </Suspense>
      <Suspense>
        <WhyChoose />
      </Suspense>
      <Suspense>
        <ExperienceBlock figures={figures} />
      </Suspense>
      <Suspense>
        <RegionCards categories={categories} />
      </Suspense>
      <Suspense>
        <FeaturedProducts products={featured} />
      </Suspense>
      <Suspense>
        <Testimonials />
      </Suspense>
      <Suspense>
        <NewsletterSignup />
      </Suspense>
    </>
  );
}

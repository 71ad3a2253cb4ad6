import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { ProductPage } from "~/components/product-page/ProductPage";
import { productMeta } from "~/components/product-page/product-seo";
import { translator } from "~/i18n/setup";
import { PRIVATE_NO_STORE, PUBLIC_PAGE_CACHE, SHARED_PAGE } from "~/lib/http-cache";
import { requestLanguage } from "~/lib/language";
import { requireUser } from "~/modules/accounts/session.server";
import { productPage } from "~/modules/catalog/product-detail.server";
import { slugSchema } from "~/modules/catalog/slug";
import { isSameOrigin } from "~/lib/same-origin.server";
import { REVIEW_ANSWER_STATUS, type ReviewActionResult } from "~/modules/reviews/review-action";
import { submitReviewForm } from "~/modules/reviews/review-form.server";
import { activeProductId } from "~/modules/reviews/reviews.server";
import { rootOfMeta } from "~/lib/seo";
import { listsProducts, showsProducts } from "~/modules/catalog/page-tags";
import type { Route } from "./+types/product";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const slug = slugSchema.safeParse(params.slug);
  const language = requestLanguage(request);
  // The product with its reviews and its "Pairs well with", in one statement (decision 103).
  const page = slug.success ? await productPage(context.db, slug.data, language) : null;
  // Unknown or inactive: the root error boundary shows the not-found page with a real 404
  // (decision 004), where the original redirected to /404.
  if (!page) throw data(null, { status: 404 });
  const { product, pairs } = page;
  showsProducts(context.pageTags, [product]);
  // "Pairs well with" is filled from the catalogue: a list, dropped with the lists.
  listsProducts(context.pageTags, pairs);
  // The same for everyone: a signed-in shopper's own review is found in the browser, among the
  // reviews listed, by the ids their /api/viewer answer names (decision 022).
  return data({ product, pairs }, { headers: PUBLIC_PAGE_CACHE });
}

// The same for everyone, signed in or not: the frame and the reviews fill the visitor in.
export const handle = SHARED_PAGE;

/**
 * The review forms (write, edit, delete; the `intent` field says which), sent by fetchers so
 * the page stays where it is. Only a signed-in shopper, only their own review.
 */
export async function action({ request, url, params, context }: Route.ActionArgs) {
  if (!isSameOrigin(request, context.env.PUBLIC_URL)) return reviewAnswer({ status: "refused" }, 403);
  // Anonymous (or a session that ended): to /login, and back to this product afterwards.
  const author = await requireUser({ request, url, context });
  const slug = slugSchema.safeParse(params.slug);
  const productId = slug.success ? await activeProductId(context.db, slug.data) : null;
  if (!productId) return reviewAnswer({ status: "notFound" });

  try {
    const result = await submitReviewForm(context.db, {
      form: await request.formData(),
      productId,
      author,
      // The language of the page it was written on: the review keeps it (issue 27 item 6).
      language: requestLanguage(request),
    });
    if (result.status === "saved") {
      context.logger.info({ reviewId: result.reviewId, intent: result.intent }, "review saved");
    }
    return reviewAnswer(result);
  } catch (error) {
    // The shopper keeps what they wrote and can try again; the details go to the log.
    context.logger.error({ err: error }, "review could not be saved");
    return reviewAnswer({ status: "failed" });
  }
}

function reviewAnswer(result: ReviewActionResult, status = REVIEW_ANSWER_STATUS[result.status]) {
  return data(result, { status, headers: PRIVATE_NO_STORE });
}

// The action's answer (private) wins over the page's caching.
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

/**
 * After a refused write the page is usually unchanged, except when the review was already
 * there (written in another tab) or is gone (deleted in another): then show it as it now is.
 */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (actionStatus === 404 || actionStatus === 409) return true;
  return defaultShouldRevalidate;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { language, publicUrl } = rootOfMeta(matches);
  const { product } = loaderData;
  return productMeta({
    product,
    publicUrl,
    title: translator(language)("product.metaTitle", { name: product.name }),
    language,
  });
}

// While another product loads, the root shows ProductPageSkeleton (usePendingPageSkeleton).
export default function Product({ loaderData }: Route.ComponentProps) {
  return <ProductPage product={loaderData.product} pairs={loaderData.pairs} />;
}

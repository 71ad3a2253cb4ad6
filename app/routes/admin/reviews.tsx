import { data } from "react-router";
import { noindexPageMeta } from "~/lib/noindex-page-meta";
import { ReviewsPage } from "~/components/admin/reviews/ReviewsPage";
import { adminTranslator } from "~/i18n/admin/setup";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { parseLanguage } from "~/lib/language";
import { isUuid } from "~/lib/uuid";
import { requireAdmin, requireAdminAction } from "~/modules/admin/access.server";
import { parseReviewListQuery } from "~/modules/admin/reviews/review-list-query";
import {
  isReviewModerationIntent,
  type ReviewModerationResult,
} from "~/modules/admin/reviews/review-results";
import { deleteReviewAsAdmin, listAdminReviews } from "~/modules/admin/reviews/reviews.server";
import type { Route } from "./+types/reviews";

/** /admin/reviews: every review, newest first, found by words, product, rating; 20 a page. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireAdmin({ request, url, context });
  const query = parseReviewListQuery(url);
  const list = await listAdminReviews(context.db, query);
  return data({ query: { ...query, page: list.page }, ...list }, { headers: PRIVATE_NO_STORE });
}

const answer = (result: ReviewModerationResult, status: number) =>
  data(result, { status, headers: PRIVATE_NO_STORE });

/** Deletes a review (`intent=delete`, `reviewId`): moderation, audited (decision 034). */
export async function action({ request, url, context }: Route.ActionArgs) {
  const admin = await requireAdminAction({ request, url, context });
  const form = await request.formData();
  const intent = form.get("intent");
  if (!isReviewModerationIntent(intent)) return answer({ intent: null, status: "unknown-intent" }, 400);
  const id = form.get("reviewId");
  if (typeof id !== "string" || !isUuid(id)) return answer({ intent, status: "invalid-id" }, 400);
  const outcome = await deleteReviewAsAdmin(context.db, admin, id);
  return answer({ intent, status: outcome, id }, outcome === "deleted" ? 200 : 404);
}

export function meta({ matches }: Route.MetaArgs) {
  const t = adminTranslator(parseLanguage(matches[0]?.loaderData?.language));
  return noindexPageMeta(t("frame.metaTitle", { page: t("reviews.title") }));
}

export default function AdminReviews({ loaderData }: Route.ComponentProps) {
  return <ReviewsPage {...loaderData} />;
}

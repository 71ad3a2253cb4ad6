import { data } from "react-router";
import { ReturnsPage } from "~/components/admin/returns/ReturnsPage";
import { adminTranslator } from "~/i18n/admin/setup";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { parseLanguage } from "~/lib/language";
import { noindexPageMeta } from "~/lib/noindex-page-meta";
import { requireAdmin } from "~/modules/admin/access.server";
import { RETURN_STATUSES } from "~/modules/returns/return-rules";
import { listReturns, type ReturnListFilter } from "~/modules/returns/returns.server";
import type { Route } from "./+types/returns";

const FILTERS: readonly ReturnListFilter[] = ["open", "all", ...RETURN_STATUSES];

/** /admin/returns: the queue of return requests, the open ones first (oldest on top). */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireAdmin({ request, url, context });
  const asked = url.searchParams.get("show") as ReturnListFilter | null;
  const filter = asked && FILTERS.includes(asked) ? asked : "open";
  const rows = await listReturns(context.db, filter);
  return data({ filter, filters: FILTERS, rows }, { headers: PRIVATE_NO_STORE });
}

export function meta({ matches }: Route.MetaArgs) {
  const t = adminTranslator(parseLanguage(matches[0]?.loaderData?.language));
  return noindexPageMeta(t("frame.metaTitle", { page: t("returns.title") }));
}

export default function AdminReturns({ loaderData }: Route.ComponentProps) {
  return <ReturnsPage {...loaderData} />;
}

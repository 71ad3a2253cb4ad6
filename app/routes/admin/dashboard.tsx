import { data } from "react-router";
import { noindexPageMeta } from "~/lib/noindex-page-meta";
import { DashboardPage } from "~/components/admin/DashboardPage";
import { adminTranslator } from "~/i18n/admin/setup";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { parseLanguage } from "~/lib/language";
import { requireAdmin } from "~/modules/admin/access.server";
import { loadDashboard } from "~/modules/admin/dashboard.server";
import type { Route } from "./+types/dashboard";

/** /admin: the dashboard, from real data (spec section 2, Admin). */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireAdmin({ request, url, context });
  return data({ dashboard: await loadDashboard(context.db) }, { headers: PRIVATE_NO_STORE });
}

export function meta({ matches }: Route.MetaArgs) {
  const t = adminTranslator(parseLanguage(matches[0]?.loaderData?.language));
  return noindexPageMeta(t("frame.metaTitle", { page: t("dashboard.title") }));
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  return <DashboardPage dashboard={loaderData.dashboard} />;
}

import { data } from "react-router";
import { noindexPageMeta } from "~/lib/noindex-page-meta";
import { AuditLogPage } from "~/components/admin/audit/AuditLogPage";
import { adminTranslator } from "~/i18n/admin/setup";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { parseLanguage } from "~/lib/language";
import { requireAdmin } from "~/modules/admin/access.server";
import { auditFiltersSchema } from "~/modules/admin/audit-filters";
import { listAuditEntries } from "~/modules/admin/audit-log.server";
import type { Route } from "./+types/audit";

/** /admin/audit: every admin change, filterable by what, who and when. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireAdmin({ request, url, context });
  const filters = auditFiltersSchema.parse(Object.fromEntries(url.searchParams));
  return data({ log: await listAuditEntries(context.db, filters) }, { headers: PRIVATE_NO_STORE });
}

export function meta({ matches }: Route.MetaArgs) {
  const t = adminTranslator(parseLanguage(matches[0]?.loaderData?.language));
  return noindexPageMeta(t("frame.metaTitle", { page: t("audit.title") }));
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  return <AuditLogPage log={loaderData.log} />;
}

import { data } from "react-router";
import { noindexPageMeta } from "~/lib/noindex-page-meta";
import { CustomerPage } from "~/components/admin/customers/CustomerPage";
import { adminTranslator } from "~/i18n/admin/setup";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { parseLanguage } from "~/lib/language";
import { requireAdmin, requireAdminAction } from "~/modules/admin/access.server";
import { setAdminRole } from "~/modules/admin/customers/admin-role.server";
import {
  isRoleIntent,
  type RoleActionResult,
  type RoleOutcome,
} from "~/modules/admin/customers/customer-results";
import { findCustomer } from "~/modules/admin/customers/customers.server";
import type { Route } from "./+types/customers.$id";

/** /admin/customers/:id: one account, its orders, and its role. */
export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  const admin = await requireAdmin({ request, url, context });
  const customer = await findCustomer(context.db, params.id);
  if (!customer) throw data(null, { status: 404, headers: PRIVATE_NO_STORE });
  return data({ customer, isSelf: customer.id === admin.id }, { headers: PRIVATE_NO_STORE });
}

const STATUS_OF: Record<RoleOutcome, number> = {
  changed: 200,
  unchanged: 200,
  "not-found": 404,
  self: 409,
  "last-admin": 409,
  "not-admin": 403,
};

const answer = (result: RoleActionResult, status: number) =>
  data(result, { status, headers: PRIVATE_NO_STORE });

/** Promote to admin or demote to shopper (`intent`), under the rules of `setAdminRole`. */
export async function action({ request, url, context, params }: Route.ActionArgs) {
  const admin = await requireAdminAction({ request, url, context });
  const form = await request.formData();
  const intent = form.get("intent");
  if (!isRoleIntent(intent)) return answer({ intent: null, status: "unknown-intent" }, 400);
  const outcome = await setAdminRole(context.db, admin, params.id, intent === "promote");
  return answer({ intent, status: outcome }, STATUS_OF[outcome]);
}

export function meta({ matches, data: loaded }: Route.MetaArgs) {
  const t = adminTranslator(parseLanguage(matches[0]?.loaderData?.language));
  const page = loaded ? loaded.customer.name : t("customers.title");
  return noindexPageMeta(t("frame.metaTitle", { page }));
}

export default function AdminCustomer({ loaderData }: Route.ComponentProps) {
  return <CustomerPage key={loaderData.customer.id} {...loaderData} />;
}

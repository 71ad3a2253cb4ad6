import { data } from "react-router";
import { noindexPageMeta } from "~/lib/noindex-page-meta";
import { CategoryEditor } from "~/components/admin/categories/CategoryEditor";
import { adminTranslator } from "~/i18n/admin/setup";
import { invalidAnswer } from "~/lib/forms/kept-values.server";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { parseLanguage } from "~/lib/language";
import { requireAdmin, requireAdminAction } from "~/modules/admin/access.server";
import { categoryForEdit, updateCategory } from "~/modules/admin/categories/categories.server";
import {
  validateCategory,
  type CategoryActionResult,
  CATEGORY_FIELDS,
} from "~/modules/admin/categories/category-form";
import type { Route } from "./+types/categories.$id";

/** /admin/categories/:id: a category's name and description in English and Spanish. */
export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  await requireAdmin({ request, url, context });
  const category = await categoryForEdit(context.db, params.id);
  if (!category) throw data(null, { status: 404, headers: PRIVATE_NO_STORE });
  return data({ category }, { headers: PRIVATE_NO_STORE });
}

const answer = (result: CategoryActionResult, status = 200) =>
  data(result, { status, headers: PRIVATE_NO_STORE });

/** Saves the texts (`intent=save`): 400 with a message code per field, else written and audited. */
export async function action({ request, url, context, params }: Route.ActionArgs) {
  const admin = await requireAdminAction({ request, url, context });
  const form = await request.formData();
  if (form.get("intent") !== "save") return answer({ intent: null, status: "unknown-intent" }, 400);
  const parsed = validateCategory(form);
  if (!parsed.success)
    return answer({ intent: "save", ...invalidAnswer(request, form, CATEGORY_FIELDS, parsed.errors) }, 400);
  const result = await updateCategory(context.db, admin, params.id, parsed.data);
  if (result.outcome === "not-found") return answer({ intent: "save", status: "not-found" }, 404);
  return answer({ intent: "save", status: "saved" });
}

export function meta({ matches, data: loaded }: Route.MetaArgs) {
  const t = adminTranslator(parseLanguage(matches[0]?.loaderData?.language));
  return noindexPageMeta(t("frame.metaTitle", { page: loaded?.category.name ?? t("categories.title") }));
}

export default function AdminCategory({ loaderData }: Route.ComponentProps) {
  return <CategoryEditor key={loaderData.category.id} category={loaderData.category} />;
}

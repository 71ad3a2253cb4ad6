import { data, redirect } from "react-router";
import { noindexPageMeta } from "~/lib/noindex-page-meta";
import { ProductEditor } from "~/components/admin/products/ProductEditor";
import { adminTranslator } from "~/i18n/admin/setup";
import { invalidAnswer } from "~/lib/forms/kept-values.server";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { parseLanguage, requestLanguage } from "~/lib/language";
import { requireAdmin, requireAdminAction } from "~/modules/admin/access.server";
import type { ProductActionResult } from "~/modules/admin/products/action-results";
import { categoryOptions, countryOptions, createProduct } from "~/modules/admin/products/editor.server";
import { validateProduct, PRODUCT_FIELDS, withJoinedLists } from "~/modules/admin/products/product-form";
import type { Route } from "./+types/products.new";

/** /admin/products/new: the empty product form. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireAdmin({ request, url, context });
  const [categories, countries] = await Promise.all([
    categoryOptions(context.db, requestLanguage(request)),
    countryOptions(context.db),
  ]);
  return data({ categories, countries }, { headers: PRIVATE_NO_STORE });
}

const answer = (result: ProductActionResult, status = 200) =>
  data(result, { status, headers: PRIVATE_NO_STORE });

/** Creates the product and opens its edit page (where its images are added); 400 with field messages. */
export async function action({ request, url, context }: Route.ActionArgs) {
  const admin = await requireAdminAction({ request, url, context });
  const form = withJoinedLists(await request.formData());
  if (form.get("intent") !== "save") return answer({ intent: null, status: "unknown-intent" }, 400);
  const parsed = validateProduct(form);
  if (!parsed.success)
    return answer({ intent: "save", ...invalidAnswer(request, form, PRODUCT_FIELDS, parsed.errors) }, 400);
  // A new product has no stock shown before: its stock is the first stock ("initial").
  const saved = await createProduct(context.db, admin, { ...parsed.data, stockBefore: null });
  if (saved.outcome === "invalid")
    return answer({ intent: "save", ...invalidAnswer(request, form, PRODUCT_FIELDS, saved.errors) }, 400);
  if (saved.outcome === "not-found") return answer({ intent: "save", status: "not-found" }, 404);
  return redirect(`/admin/products/${saved.id}?created=1`, { headers: PRIVATE_NO_STORE });
}

export function meta({ matches }: Route.MetaArgs) {
  const t = adminTranslator(parseLanguage(matches[0]?.loaderData?.language));
  return noindexPageMeta(t("frame.metaTitle", { page: t("products.form.newTitle") }));
}

export default function AdminNewProduct({ loaderData }: Route.ComponentProps) {
  return <ProductEditor product={null} {...loaderData} />;
}

import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { noindexPageMeta } from "~/lib/noindex-page-meta";
import { z } from "zod";
import { ProductEditor } from "~/components/admin/products/ProductEditor";
import { adminTranslator } from "~/i18n/admin/setup";
import { invalidAnswer } from "~/lib/forms/kept-values.server";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { parseLanguage, requestLanguage } from "~/lib/language";
import { requireAdmin, requireAdminAction } from "~/modules/admin/access.server";
import { isProductIntent, type ProductActionResult } from "~/modules/admin/products/action-results";
import {
  categoryOptions,
  countryOptions,
  productForEdit,
  updateProduct,
} from "~/modules/admin/products/editor.server";
import { readLimitedForm } from "~/lib/limited-form.server";
import { MAX_PRODUCT_FORM_BYTES } from "~/modules/admin/products/image-rules";
import {
  addProductImage,
  moveProductImage,
  removeProductImage,
} from "~/modules/admin/products/images.server";
import { validateProduct, PRODUCT_FIELDS, withJoinedLists } from "~/modules/admin/products/product-form";
import { removeProduct } from "~/modules/admin/products/remove.server";
import { recentStockMovements } from "~/modules/admin/products/stock-ledger.server";
import type { Route } from "./+types/products.$id";

const isId = (value: string) => z.uuid().safeParse(value).success;
const notFound = () => data(null, { status: 404, headers: PRIVATE_NO_STORE });

/** /admin/products/:id: the product's form, its images, its stock history and its removal. */
export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  await requireAdmin({ request, url, context });
  if (!isId(params.id)) throw notFound();
  const product = await productForEdit(context.db, params.id);
  if (!product) throw notFound();
  const [categories, countries, movements] = await Promise.all([
    categoryOptions(context.db, requestLanguage(request)),
    countryOptions(context.db),
    recentStockMovements(context.db, product.id),
  ]);
  return data({ product, categories, countries, movements }, { headers: PRIVATE_NO_STORE });
}

const answer = (result: ProductActionResult, status = 200) =>
  data(result, { status, headers: PRIVATE_NO_STORE });

/** Save, delete (deactivate when ordered), and the gallery's upload, reorder and remove, by `intent`. */
export async function action({ request, url, context, params }: Route.ActionArgs) {
  const admin = await requireAdminAction({ request, url, context });
  const form = await readLimitedForm(request, MAX_PRODUCT_FORM_BYTES);
  if (form === "tooLarge")
    return answer({ intent: "image-add", status: "invalid", problem: "tooLarge" }, 413);
  if (form === "malformed") return answer({ intent: null, status: "malformed" }, 400);
  const intent = form.get("intent");
  if (!isProductIntent(intent)) return answer({ intent: null, status: "unknown-intent" }, 400);
  if (!isId(params.id)) return answer({ intent, status: "not-found" }, 404);
  const { db } = context;

  if (intent === "save") {
    const parsed = validateProduct(form);
    if (!parsed.success)
      return answer(
        { intent, ...invalidAnswer(request, withJoinedLists(form), PRODUCT_FIELDS, parsed.errors) },
        400,
      );
    // The edit form always sends the count it showed; without it a new count could not be applied.
    if (parsed.data.stockBefore === null) return answer({ intent: null, status: "malformed" }, 400);
    const saved = await updateProduct(db, admin, params.id, parsed.data);
    if (saved.outcome === "not-found") return answer({ intent, status: "not-found" }, 404);
    if (saved.outcome === "invalid") {
      return answer(
        { intent, ...invalidAnswer(request, withJoinedLists(form), PRODUCT_FIELDS, saved.errors) },
        saved.errors.stockQuantity ? 409 : 400,
      );
    }
    return answer({ intent, status: "saved" });
  }

  if (intent === "delete") {
    const removed = await removeProduct(db, admin, params.id);
    if (removed.outcome === "not-found") return answer({ intent, status: "not-found" }, 404);
    return answer({ intent, status: removed.outcome });
  }

  const imageUrl = String(form.get("url") ?? "");
  const result =
    intent === "image-add"
      ? await addProductImage(db, admin, params.id, fileOf(form.get("image")))
      : intent === "image-move"
        ? await moveProductImage(db, admin, params.id, imageUrl, form.get("direction") === "up" ? -1 : 1)
        : await removeProductImage(db, admin, params.id, imageUrl);
  if (result.outcome === "not-found") return answer({ intent, status: "not-found" }, 404);
  if (result.outcome === "invalid") {
    return answer(
      { intent, status: "invalid", problem: result.problem },
      result.problem === "tooLarge" ? 413 : 400,
    );
  }
  return answer({ intent, status: "saved" });
}

const fileOf = (value: FormDataEntryValue | null) => (value instanceof File ? value : null);

/** A deleted product's page is not loaded again (it would be a 404): the page leaves for the list. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const result = actionResult as ProductActionResult | undefined;
  if (result?.intent === "delete" && result.status === "deleted") return false;
  return defaultShouldRevalidate;
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const t = adminTranslator(parseLanguage(matches[0]?.loaderData?.language));
  return noindexPageMeta(t("frame.metaTitle", { page: loaderData?.product.name ?? t("products.title") }));
}

export default function AdminEditProduct({ loaderData }: Route.ComponentProps) {
  return <ProductEditor {...loaderData} />;
}

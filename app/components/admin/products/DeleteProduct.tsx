import { useEffect, type FormEvent } from "react";
import { toast } from "~/components/ui/toast";
import { useFetcher, useNavigate } from "react-router";
import { SubmitButton } from "~/components/ui/SubmitButton";
import type { ProductActionResult } from "~/modules/admin/products/action-results";
import { useAdminTranslation } from "../use-admin-translation";

/**
 * "Delete product", after a confirmation. The server decides: a product that orders include is
 * deactivated (the page stays, saying so), any other is deleted (back to the list).
 */
export function DeleteProduct({ name }: { name: string }) {
  const { t } = useAdminTranslation();
  const fetcher = useFetcher<ProductActionResult>({ key: "product-delete" });
  const navigate = useNavigate();
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    const result = fetcher.data;
    if (result?.intent !== "delete") return;
    if (result.status === "deleted") {
      toast.success(t("products.remove.deleted"), { id: "product-delete" });
      void navigate("/admin/products", { replace: true });
    } else if (result.status === "deactivated") {
      toast.success(t("products.remove.deactivated"), { id: "product-delete", duration: 8000 });
    } else if (result.status === "not-found") {
      toast.error(t("products.form.notFound"), { id: "product-delete" });
    }
  }, [fetcher.data, navigate, t]);

  function confirm(event: FormEvent<HTMLFormElement>) {
    if (!window.confirm(t("products.remove.confirm", { name }))) event.preventDefault();
  }

  return (
    <section
      aria-labelledby="delete-product"
      className="rounded-2xl border border-cherry/40 bg-surface-raised p-5 shadow-sm sm:p-6"
    >
      <h2 id="delete-product" className="text-lg font-bold">
        {t("products.remove.title")}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t("products.remove.explanation")}</p>
      <fetcher.Form method="post" onSubmit={confirm} className="mt-4">
        <input type="hidden" name="intent" value="delete" />
        <SubmitButton
          busy={busy}
          icon="trash"
          label={t("products.remove.button")}
          busyLabel={t("frame.saving")}
          className="button-secondary text-cherry-ink hover:border-cherry hover:text-cherry-ink dark:text-red-300"
        />
      </fetcher.Form>
    </section>
  );
}

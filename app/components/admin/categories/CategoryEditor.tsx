import { ArrowLeft, ExternalLink } from "lucide-react";
import { toast } from "~/components/ui/toast";
import { useFetcher } from "react-router";
import { Link } from "~/components/ui/Link";
import { useRootData } from "~/components/layout/use-root-data";
import { wholeNumber } from "~/lib/formats";
import type { AdminCategory } from "~/modules/admin/categories/categories.server";
import type { CategoryActionResult } from "~/modules/admin/categories/category-form";
import { DetailFact } from "../AdminList";
import { AdminPageHeader } from "../AdminShell";
import { useAdminTranslation } from "../use-admin-translation";
import { useEachAnswer } from "../use-each-answer";
import { CategoryForm } from "./CategoryForm";

/** /admin/categories/:id: the category's fixed address and products, then its texts' form. */
export function CategoryEditor({ category }: { category: AdminCategory }) {
  const { t } = useAdminTranslation();
  const { language } = useRootData();
  const fetcherKey = `category-form-${category.id}`;
  const fetcher = useFetcher<CategoryActionResult>({ key: fetcherKey });
  useEachAnswer(fetcher, (answer) => {
    if (answer.status === "saved") toast.success(t("categories.form.saved"), { id: fetcherKey });
  });
  const address = `/category/${category.slug}`;

  return (
    <>
      <Link
        to="/admin/categories"
        className="mb-3 inline-flex items-center gap-1.5 text-sm font-semibold text-accent hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t("categories.form.back")}
      </Link>
      <AdminPageHeader
        title={category.name}
        subtitle={t("categories.form.editSubtitle")}
        actions={
          <Link to={address} className="button-secondary" target="_blank" rel="noopener">
            <ExternalLink className="size-5" aria-hidden="true" />
            {t("categories.form.viewInShop")}
          </Link>
        }
      />
      <dl className="mb-6 grid gap-4 rounded-2xl border border-line bg-surface-raised p-5 shadow-sm sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <DetailFact label={t("categories.form.address")}>
          <span className="font-mono break-all">{address}</span>
          <span className="mt-0.5 block text-sm font-normal text-ink-muted">
            {t("categories.form.addressHint")}
          </span>
        </DetailFact>
        <DetailFact label={t("categories.form.productCount")}>
          <span className="tabular-nums">{wholeNumber(language).format(category.productCount)}</span>
        </DetailFact>
      </dl>
      {/* Keyed by the stored texts: after a save the fields show them as stored (trimmed). */}
      <CategoryForm key={JSON.stringify(category)} category={category} fetcherKey={fetcherKey} />
    </>
  );
}

import { Download } from "lucide-react";
import { useAdminTranslation } from "../use-admin-translation";

/** The admin's "Invoice (PDF)" for a paid order (issue 30, item 4): a file, so a plain link. */
export function AdminInvoiceLink({ number }: { number: string }) {
  const { t } = useAdminTranslation();
  return (
    <a
      href={`/admin/orders/${encodeURIComponent(number)}/invoice.pdf`}
      download
      className="button-secondary px-4 py-2 text-sm"
      data-testid="admin-invoice-link"
    >
      <Download className="size-4" aria-hidden="true" />
      {t("orders.detail.invoice")}
    </a>
  );
}

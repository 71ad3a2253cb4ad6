import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useAccountAreaTranslation } from "~/i18n/parts/account-area";
import { invoiceHref } from "~/modules/orders/invoice-rules";

/** "Download Invoice (PDF)" for a paid order (issue 30, item 4): a file, so a plain link. */
export function InvoiceLink({ number, token }: { number: string; token?: string | null }) {
  const { t } = useAccountAreaTranslation();
  return (
    <a href={invoiceHref(number, token)} download className="button-secondary" data-testid="invoice-link">
      <SpriteIcon name="download" className="size-5" />
      {t("afterSale.invoice.download")}
    </a>
  );
}

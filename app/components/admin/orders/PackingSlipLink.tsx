import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useAdminTranslation } from "../use-admin-translation";

/** The order's print-ready packing slip (decision 075), opened in a new tab. */
export function PackingSlipLink({ number }: { number: string }) {
  const { t } = useAdminTranslation();
  return (
    <a
      href={`/admin/orders/${encodeURIComponent(number)}/packing-slip`}
      target="_blank"
      rel="noopener"
      title={t("packingSlip.linkHint")}
      className="button-secondary inline-flex items-center gap-2"
    >
      <SpriteIcon name="printer" className="size-4" />
      {t("packingSlip.link")}
    </a>
  );
}

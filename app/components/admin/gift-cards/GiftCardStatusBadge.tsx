import clsx from "clsx";
import { useAdminTranslation } from "../use-admin-translation";

/** A card's status as a small badge: active in mint, the others muted (decision 085). */
export function GiftCardStatusBadge({ status }: { status: string }) {
  const { t } = useAdminTranslation();
  const known =
    (["active", "disabled", "void", "pending"] as const).find((name) => name === status) ?? "pending";
  return (
    <span
      className={clsx(
        "inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        known === "active"
          ? "bg-mint-ink/15 text-mint-ink dark:bg-green-400/15 dark:text-green-300"
          : "bg-surface-muted text-ink-muted",
      )}
    >
      {t(`giftCards.status.${known}`)}
    </span>
  );
}

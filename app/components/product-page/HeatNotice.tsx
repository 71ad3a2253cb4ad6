import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useTranslation } from "~/i18n/react";

/** A heat-sensitive product ships insulated in summer (decision 075): said beside the purchase. */
export function HeatNotice() {
  const { t } = useTranslation();
  return (
    <p
      className="flex items-start gap-3 rounded-2xl border border-berry/30 bg-berry/5 p-4 text-sm dark:border-blue-300/25 dark:bg-berry/10"
      data-testid="heat-notice"
    >
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-surface-raised text-berry dark:text-blue-300">
        <SpriteIcon name="snowflake" className="size-5" />
      </span>
      <span>
        <strong className="block font-semibold">{t("heat.title")}</strong>
        <span className="text-ink-muted">{t("heat.text")}</span>
      </span>
    </p>
  );
}

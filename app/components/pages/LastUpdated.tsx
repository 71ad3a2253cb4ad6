import { useInfoPagesTranslation } from "~/i18n/parts/info-pages";
import { useRootData } from "~/components/layout/use-root-data";
import { longDate } from "~/lib/formats";

/** "Last updated: November 21, 2026", from an ISO date (YYYY-MM-DD) read as a calendar day. */
export function LastUpdated({ date }: { date: string }) {
  const { t } = useInfoPagesTranslation();
  const { language } = useRootData();
  const formatted = longDate(language).format(new Date(`${date}T00:00:00Z`));
  return (
    <p className="mt-6 text-sm text-ink-muted">
      {t("pages.lastUpdated")} <time dateTime={date}>{formatted}</time>
    </p>
  );
}

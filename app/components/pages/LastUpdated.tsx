import { useTranslation } from "~/i18n/react";
import { useRootData } from "~/components/layout/use-root-data";
import type { Language } from "~/lib/language";

const LOCALES: Record<Language, string> = { en: "en-US", es: "es" };

/** "Last updated: November 21, 2026", from an ISO date (YYYY-MM-DD) read as a calendar day. */
export function LastUpdated({ date }: { date: string }) {
  const { t } = useTranslation();
  const { language } = useRootData();
  // UTC on both sides, so the server and the browser print the same day.
  const formatted = new Intl.DateTimeFormat(LOCALES[language], { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
  return (
    <p className="mt-6 text-sm text-ink-muted">
      {t("pages.lastUpdated")} <time dateTime={date}>{formatted}</time>
    </p>
  );
}

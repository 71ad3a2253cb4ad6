import { useTranslation } from "~/i18n/react";

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-full bg-surface-raised font-semibold text-accent shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:px-4 focus:py-2"
    >
      {t("frame.skipToContent")}
    </a>
  );
}

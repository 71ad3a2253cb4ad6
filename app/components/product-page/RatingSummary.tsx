import { useTranslation } from "~/i18n/react";
import { StarRating } from "~/components/product/StarRating";

/**
 * The average to one decimal ("4.0", "4,3" in Spanish), the stars filled by its rounded-down
 * value, and "(n reviews)".
 */
export function RatingSummary({ average, count }: { average: number; count: number }) {
  const { t, language } = useTranslation();
  const oneDecimal = new Intl.NumberFormat(language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <StarRating average={average} size={18} />
      <span className="font-semibold tabular-nums">{oneDecimal.format(average)}</span>
      <span className="text-ink-muted">{t("rating.reviews", { count })}</span>
    </p>
  );
}

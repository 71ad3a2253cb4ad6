import { useTranslation } from "~/i18n/react";
import { StarRating } from "~/components/product/StarRating";
import { oneDecimal } from "~/lib/formats";

/**
 * The average to one decimal ("4.0", "4,3" in Spanish), the stars filled by its rounded-down
 * value, and "(n reviews)".
 */
export function RatingSummary({ average, count }: { average: number; count: number }) {
  const { t, language } = useTranslation();
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <StarRating average={average} size={18} />
      <span className="font-semibold tabular-nums">{oneDecimal(language).format(average)}</span>
      <span className="text-ink-muted">{t("rating.reviews", { count })}</span>
    </p>
  );
}

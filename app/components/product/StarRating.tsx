import type { CSSProperties } from "react";
import { useTranslation } from "~/i18n/react";
import { filledStars } from "~/modules/catalog/rating";

/**
 * Five stars filled by the rounded-down average (spec section 9), with the average read out
 * for screen readers. One element drawn by CSS (`star-rating` in app.css). `size` is a star's
 * size in pixels.
 */
export function StarRating({ average, size = 16 }: { average: number; size?: number }) {
  const { t } = useTranslation();
  const style = { "--star-size": `${size}px`, "--filled": filledStars(average) } as CSSProperties;
  return (
    <span className="star-rating" style={style} role="img" aria-label={t("rating.label", { average })} />
  );
}

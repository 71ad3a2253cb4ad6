import { useTranslation } from "~/i18n/react";
import { SpriteIcon } from "~/components/icons/IconSprite";
import { filledStars } from "~/modules/catalog/rating";

/**
 * Five stars filled by the rounded-down average (spec section 9), with the average read out
 * for screen readers. `size` is the icon size in pixels.
 */
export function StarRating({ average, size = 16 }: { average: number; size?: number }) {
  const { t } = useTranslation();
  const filled = filledStars(average);
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={t("rating.label", { average })}>
      {Array.from({ length: 5 }, (_, index) => (
        <SpriteIcon
          key={index}
          name="star"
          size={size}
          className={index < filled ? "fill-amber text-amber" : "fill-transparent text-ink-muted/40"}
        />
      ))}
    </span>
  );
}

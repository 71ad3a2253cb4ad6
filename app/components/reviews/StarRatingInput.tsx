import clsx from "clsx";
import { useState } from "react";
import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useReviewsTranslation } from "~/i18n/parts/reviews";
import { FieldMessage } from "~/components/ui/Field";

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * The rating as five stars: native radio buttons (visually hidden, one per star), so the
 * keyboard works as with any radio group (Tab into it, arrow keys to move and choose) and
 * screen readers announce "4 stars, 4 of 5". Stars up to the chosen one are filled; a pointer
 * hovering shows what a click would choose.
 */
export function StarRatingInput({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: number | null;
  onChange: (rating: number) => void;
  /** The translated problem to show under the stars, if any. */
  error?: string;
}) {
  const { t } = useReviewsTranslation();
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  const legendId = `${id}-legend`;
  const errorId = `${id}-error`;

  return (
    <fieldset
      role="radiogroup"
      aria-labelledby={legendId}
      aria-required="true"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      // scroll-mt: a problem focused here scrolls clear of the sticky header.
      className="scroll-mt-52"
    >
      <legend id={legendId} className="text-sm font-semibold">
        {t("reviews.form.rating")}
      </legend>
      <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1">
        <div className="flex items-center" onPointerLeave={() => setHovered(null)}>
          {STARS.map((star) => (
            <label
              key={star}
              onPointerEnter={(event) => event.pointerType === "mouse" && setHovered(star)}
              className="relative cursor-pointer rounded-lg p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-(--focus)"
            >
              <input
                type="radio"
                name="rating"
                value={star}
                checked={value === star}
                onChange={() => onChange(star)}
                // Invisible but real, over the star: a click or tap lands on the radio itself.
                className="absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none opacity-0"
              />
              <SpriteIcon
                name="star"
                size={32}
                className={clsx(
                  "transition-colors",
                  star <= shown
                    ? "fill-amber text-amber"
                    : // The outline of an empty star needs 3:1 against the page (WCAG 1.4.11).
                      "fill-transparent text-slate-500 dark:text-slate-400",
                )}
              />
              <span className="sr-only">{t("reviews.form.star", { count: star })}</span>
            </label>
          ))}
        </div>
        <span className="text-sm text-ink-muted" aria-hidden="true">
          {value ? t("reviews.form.ratingChosen", { count: value }) : t("reviews.form.ratingNone")}
        </span>
      </div>
      {error && <FieldMessage id={errorId}>{error}</FieldMessage>}
    </fieldset>
  );
}

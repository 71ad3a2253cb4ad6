import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useHomeTranslation } from "~/i18n/parts/home";
import { StarRating } from "~/components/product/StarRating";
import { HomeSection } from "./HomeSection";

/** Three fixed testimonials, five stars each (spec section 3, "Testimonial"). */
const testimonials = ["sarah", "david", "lucia"] as const;
const RATING = 5;

export function Testimonials() {
  const { t } = useHomeTranslation();
  return (
    <HomeSection title={t("home.testimonials.heading")} muted>
      <ul className="grid gap-6 md:grid-cols-3">
        {testimonials.map((key) => (
          <li key={key}>
            <figure className="relative flex h-full flex-col rounded-3xl border border-line bg-surface-raised p-8 shadow-sm">
              <SpriteIcon name="quote" className="absolute top-6 right-6 size-10 text-grape/15" />
              <StarRating average={RATING} size={20} />
              <blockquote className="mt-4 flex-1 text-lg text-pretty">
                <p>“{t(`home.testimonials.items.${key}.comment`)}”</p>
              </blockquote>
              <figcaption className="mt-6 font-display text-lg font-semibold text-accent">
                {t(`home.testimonials.items.${key}.name`)}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

import { useId } from "react";
import { useHomeTranslation } from "~/i18n/parts/home";
import { atLeast, type ShopFigures } from "~/modules/catalog/shop-figures";
import { LogoVideo } from "./LogoVideo";

/**
 * Experience: the video logo beside the shop's figures (its countries, its products, ordering 24/7); the
 * counts only when the data could be read.
 */
export function ExperienceBlock({ figures: shop }: { figures: ShopFigures | null }) {
  const { t } = useHomeTranslation();
  const headingId = useId();
  const figures: { label: "countries" | "products" | "support"; value: string }[] = [
    { label: "support", value: t("home.experience.supportValue") },
  ];
  if (shop) {
    figures.unshift(
      { label: "countries", value: atLeast(shop.countries) },
      { label: "products", value: atLeast(shop.products) },
    );
  }
  return (
    <section aria-labelledby={headingId} className="bg-surface-muted py-16 sm:py-20">
      <div className="page-container grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <LogoVideo className="overflow-hidden rounded-3xl shadow-xl ring-1 shadow-grape/20 ring-line" />
        <div className="text-center lg:text-left">
          <h2 id={headingId} className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
            {t("home.experience.heading")}
          </h2>
          <p className="mt-4 text-lg text-pretty text-ink-muted">{t("home.experience.text")}</p>
          <dl className="mt-8 grid grid-cols-3 gap-3 sm:gap-4">
            {figures.map(({ label, value }) => (
              <div
                key={label}
                className="flex flex-col-reverse items-center rounded-2xl border border-line bg-surface-raised px-2 py-5 shadow-sm"
              >
                <dt className="mt-1 text-sm font-medium text-ink-muted sm:text-base">
                  {t(`home.experience.${label}`)}
                </dt>
                <dd className="font-display text-3xl font-bold text-accent tabular-nums sm:text-4xl">
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}

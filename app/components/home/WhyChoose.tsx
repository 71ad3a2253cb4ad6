import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useHomeTranslation } from "~/i18n/parts/home";
import { HomeSection } from "./HomeSection";

const reasons = [
  { key: "freeShipping", icon: "truck", tint: "bg-candy-pink" },
  { key: "authentic", icon: "badge-check", tint: "bg-grape" },
  { key: "uniqueFlavors", icon: "sparkles", tint: "bg-berry" },
] as const;

/** Why Choose: free shipping, authentic products, unique flavors. */
export function WhyChoose() {
  const { t } = useHomeTranslation();
  return (
    <HomeSection title={t("home.whyChoose.heading")}>
      <ul className="grid gap-6 md:grid-cols-3">
        {reasons.map(({ key, icon, tint }) => (
          <li
            key={key}
            // Icon beside the text on phones, above it from md up.
            className="flex gap-5 rounded-3xl border border-line bg-surface-raised p-6 shadow-sm transition hover:-translate-y-1 hover:shadow-md md:block md:p-8 md:text-center"
          >
            <span
              className={`flex size-14 shrink-0 items-center justify-center rounded-2xl text-white shadow-md md:mx-auto ${tint}`}
            >
              <SpriteIcon name={icon} className="size-7" />
            </span>
            <div>
              <h3 className="text-xl font-semibold md:mt-5">{t(`home.whyChoose.${key}`)}</h3>
              <p className="mt-2 text-pretty text-ink-muted">{t(`home.whyChoose.${key}Text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
